import { apiClient } from '../../../lib/api-client';

export type AdminPropertySort = 'updated_desc' | 'updated_asc' | 'registered_desc' | 'price_asc' | 'price_desc';

export interface AdminPropertyFilter {
  name?: string;
  owner?: string;
  status_id?: number;
  prefecture_id?: number;
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
  sale_price: number | null;
  owner: { id: string; nickname: string | null };
  updated_at: string;
  registered_at: string | null;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** The basic fields and status the admin changes from the list. */
export interface AdminPropertyChanges {
  name?: string | null;
  prefecture_id?: number | null;
  city?: string | null;
  block?: string | null;
  address?: string | null;
  sale_price?: number | null;
  status_id?: number;
}

/** Only the conditions filled in are sent; text is trimmed and commas are taken out of prices. */
export function buildPropertyListBody(filter: AdminPropertyFilter): AdminPropertyFilter {
  const body: AdminPropertyFilter = {};
  for (const key of ['name', 'owner'] as const) {
    const value = filter[key]?.trim();
    if (value) body[key] = value;
  }
  for (const key of ['status_id', 'prefecture_id', 'min_price', 'max_price'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== null && !Number.isNaN(Number(value))) body[key] = Number(String(value).replace(/,/g, ''));
  }
  if (filter.sort) body.sort = filter.sort;
  return body;
}

export function fetchAdminProperties(page: number, filter: AdminPropertyFilter): Promise<Page<AdminPropertyRow>> {
  return apiClient.post<Page<AdminPropertyRow>>(`/api/admin/property/list?page=${page}`, buildPropertyListBody(filter));
}

/** Sent as form data, as the spec has it; an emptied field goes as '' and is cleared. */
export function updateAdminProperty(id: string, changes: AdminPropertyChanges): Promise<unknown> {
  const form = new FormData();
  for (const [field, value] of Object.entries(changes)) form.append(field, value === null || value === undefined ? '' : String(value));
  return apiClient.post(`/api/admin/property/update/${id}`, form);
}

export function deleteAdminProperties(ids: readonly string[]): Promise<{ ids: string[] }> {
  return apiClient.post<{ ids: string[] }>('/api/admin/property/delete', { ids });
}
