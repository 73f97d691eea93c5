import { assertNever, type Decider } from '../shared/decider';
import type { NewsReadEvent } from './news-reads.events';

export type NewsReadCommand = { type: 'MarkNewsRead'; user_id: string; news_id: string; now: string };

export interface NewsReadState {
  read: ReadonlySet<string>;
}

export const newsReadsDecider: Decider<NewsReadCommand, NewsReadState, NewsReadEvent> = {
  initialState: () => ({ read: new Set() }),
  evolve(state, event) {
    switch (event.type) {
      case 'NewsItemRead':
        return { read: new Set([...state.read, event.data.news_id]) };
      default:
        return assertNever(event.type);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'MarkNewsRead':
        // Opening an item again records nothing.
        return state.read.has(command.news_id) ? [] : [{ type: 'NewsItemRead', data: { user_id: command.user_id, news_id: command.news_id, read_at: command.now } }];
      default:
        return assertNever(command.type);
    }
  },
};
