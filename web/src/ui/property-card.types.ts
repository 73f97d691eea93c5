import type { ApiSchema } from '../lib/typed-api-client';

/** A listing as search, lists, the top page and favourites answer it. */
export type PropertyCardItem = ApiSchema<'PropertyCard'>;

/** 商談中: still found by search, shown with a tag. */
export const NEGOTIATING_STATUS_ID = 3;

export const PROPERTY_DETAIL_BASE = '/property/detail';

export function propertyDetailPath(id: string | number): string {
  return `${PROPERTY_DETAIL_BASE}/${encodeURIComponent(String(id))}`;
}
