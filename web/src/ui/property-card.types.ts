/** A listing as search, lists, the top page and favourites answer it (`PropertyCard` of the API). */
export interface PropertyCardItem {
  id: string | number;
  name: string | null;
  status_id: number;
  status: string;
  prefecture_id: number | null;
  prefecture: string | null;
  city: string | null;
  /** Yen; -1 means 不明. */
  sale_price: number | null;
  /** ㎡. */
  area: number | null;
  ground_id: number | null;
  ground: string | null;
  is_building: boolean | null;
  hashtags: ReadonlyArray<{ id: number; name: string }>;
  thumb_url: string | null;
  registered_at: string | null;
}

/** 商談中: still found by search, shown with a tag. */
export const NEGOTIATING_STATUS_ID = 3;

export const PROPERTY_DETAIL_BASE = '/property/detail';

export function propertyDetailPath(id: string | number): string {
  return `${PROPERTY_DETAIL_BASE}/${encodeURIComponent(String(id))}`;
}
