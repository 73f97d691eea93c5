import type { Page } from '../shared/page';

export const ADMIN_PROPERTY_SORTS = ['updated_desc', 'updated_asc', 'registered_desc', 'price_asc', 'price_desc'] as const;
export type AdminPropertySort = (typeof ADMIN_PROPERTY_SORTS)[number];

/** The admin's listing search; every condition optional. */
export interface AdminPropertyFilter {
  /** Part of the title. */
  name?: string;
  /** The owner's member id, or part of their nickname. */
  owner?: string;
  /** Deleted listings (7) are found only when asked for by this. */
  status_id?: number;
  prefecture_id?: number;
  /** Yen; an unknown price (-1) is outside any bound. */
  min_price?: number;
  max_price?: number;
  sort?: AdminPropertySort;
}

export interface AdminPropertyRow {
  id: string;
  name: string | null;
  status_id: number;
  status: string;
  prefecture_id: number | null;
  prefecture: string | null;
  city: string | null;
  /** Yen, -1 for 不明, null when not filled in. */
  sale_price: number | null;
  owner: { id: string; nickname: string | null };
  updated_at: string;
  registered_at: string | null;
}

/** Every listing in any status with its owner's nickname, for the admin list. */
export abstract class AdminPropertyList {
  abstract search(filter: AdminPropertyFilter, page: number, perPage: number): Promise<Page<AdminPropertyRow>>;
}
