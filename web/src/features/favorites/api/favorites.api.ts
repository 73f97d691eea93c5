import { api, type ApiAnswer } from '../../../lib/typed-api-client';
import type { PropertyCardItem } from '../../../ui/property-card.types';

export type FavoriteToggle = ApiAnswer<'/api/property/favorite/create/{id}', 'patch'>;

export function fetchFavorites(signal?: AbortSignal): Promise<PropertyCardItem[]> {
  return api.GET('/api/property/favorite', { signal });
}

/** The call toggles: the answer says where the listing stands now. */
export function toggleFavorite(propertyId: string): Promise<FavoriteToggle> {
  return api.PATCH('/api/property/favorite/create/{id}', { params: { path: { id: propertyId } } });
}
