/** A member's favourite listings: one stream per member. */
export type FavoriteEvent =
  | { type: 'FavoriteAdded'; data: { user_id: string; property_id: string; added_at: string } }
  | { type: 'FavoriteRemoved'; data: { user_id: string; property_id: string; removed_at: string } };

export const favoritesStreamId = (userId: string): string => `favorites-${userId}`;
