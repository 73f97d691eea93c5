import { apiClient } from '../../../lib/api-client';
import type { PropertyCardItem } from '../../../ui/property-card.types';

export interface FavoriteToggle {
  property_id: string | number;
  is_favorite: boolean;
}

export async function fetchFavorites(signal?: AbortSignal): Promise<PropertyCardItem[]> {
  const data = await apiClient.get<unknown>('/api/property/favorite', signal);
  if (!Array.isArray(data)) return [];
  return data
    .filter((item): item is PropertyCardItem => typeof item === 'object' && item !== null && 'id' in item)
    .map((item) => ({ ...item, hashtags: Array.isArray(item.hashtags) ? item.hashtags : [] }));
}

/** The call toggles: the answer says where the listing stands now. */
export async function toggleFavorite(propertyId: string | number): Promise<FavoriteToggle> {
  const data = await apiClient.patch<Partial<FavoriteToggle> | null>(
    `/api/property/favorite/create/${encodeURIComponent(String(propertyId))}`,
  );
  return { property_id: data?.property_id ?? propertyId, is_favorite: data?.is_favorite === true };
}
