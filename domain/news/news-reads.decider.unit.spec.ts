import { newsReadsDecider } from './news-reads.decider';

const now = '2026-11-24T10:00:00.000Z';

describe('News reads / a member opening news', () => {
  it('records the first opening of an item and nothing after', () => {
    const first = newsReadsDecider.decide({ type: 'MarkNewsRead', user_id: 'u-1', news_id: 'n-1', now }, newsReadsDecider.initialState());
    expect(first).toEqual([{ type: 'NewsItemRead', data: { user_id: 'u-1', news_id: 'n-1', read_at: now } }]);
    const state = first.reduce(newsReadsDecider.evolve, newsReadsDecider.initialState());
    expect(newsReadsDecider.decide({ type: 'MarkNewsRead', user_id: 'u-1', news_id: 'n-1', now }, state)).toEqual([]);
    expect(newsReadsDecider.decide({ type: 'MarkNewsRead', user_id: 'u-1', news_id: 'n-2', now }, state)).toHaveLength(1);
  });
});
