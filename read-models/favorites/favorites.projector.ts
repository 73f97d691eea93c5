import type { FavoriteEvent } from '../../domain/favorites/favorites.events';
import type { DocumentProjector } from '../shared/projector';

/** One listing a member marked. */
export interface FavoriteDocument {
  user_id: string;
  property_id: string;
  added_at: string;
}

export const FAVORITES_COLLECTION = 'favorites';

export const favoriteId = (userId: string, propertyId: string): string => `${userId}:${propertyId}`;

export const favoritesProjector: DocumentProjector<FavoriteDocument, FavoriteEvent> = {
  name: 'favorites',
  collection: FAVORITES_COLLECTION,
  version: 1,
  handles: ['FavoriteAdded', 'FavoriteRemoved'],
  columns: { user_id: 'text', property_id: 'text', added_at: 'timestamptz' },
  documentIds: (event) => [favoriteId(event.data.user_id, event.data.property_id)],
  evolve(_favorite, event) {
    switch (event.type) {
      case 'FavoriteAdded':
        return { user_id: event.data.user_id, property_id: event.data.property_id, added_at: event.data.added_at };
      case 'FavoriteRemoved':
        return null;
    }
  },
};
