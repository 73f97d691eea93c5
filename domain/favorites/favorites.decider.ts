import { assertNever, type Decider } from '../shared/decider';
import type { FavoriteEvent } from './favorites.events';

export type FavoriteCommand = { type: 'ToggleFavorite'; user_id: string; property_id: string; now: string };

export interface FavoritesState {
  property_ids: readonly string[];
}

/** A favourite is a toggle: marking a listing again takes the mark off. */
export const favoritesDecider: Decider<FavoriteCommand, FavoritesState, FavoriteEvent> = {
  initialState: () => ({ property_ids: [] }),
  evolve(state, event) {
    switch (event.type) {
      case 'FavoriteAdded':
        return { property_ids: [...state.property_ids, event.data.property_id] };
      case 'FavoriteRemoved':
        return { property_ids: state.property_ids.filter((id) => id !== event.data.property_id) };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'ToggleFavorite': {
        const { user_id, property_id, now } = command;
        return state.property_ids.includes(property_id)
          ? [{ type: 'FavoriteRemoved', data: { user_id, property_id, removed_at: now } }]
          : [{ type: 'FavoriteAdded', data: { user_id, property_id, added_at: now } }];
      }
      default:
        return assertNever(command.type);
    }
  },
};
