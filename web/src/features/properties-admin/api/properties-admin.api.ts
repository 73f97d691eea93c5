import { api, type ApiAnswer, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

/** The list's conditions, the body of `POST /api/admin/property/list`. */
export type AdminPropertyFilter = ApiBody<'/api/admin/property/list', 'post'>;
export type AdminPropertySort = NonNullable<AdminPropertyFilter['sort']>;
export type AdminPropertyRow = ApiSchema<'AdminPropertyRow'>;
export type AdminPropertyPage = ApiSchema<'PageAdminPropertyRow'>;

/** The basic fields and status the admin changes from the list. */
export type AdminPropertyChanges = Pick<
  ApiSchema<'AdminPropertyUpdateDto'>,
  'name' | 'prefecture_id' | 'city' | 'block' | 'address' | 'sale_price' | 'status_id'
>;

/** Only the conditions filled in are sent; text is trimmed and commas are taken out of prices. */
export function buildPropertyListBody(filter: AdminPropertyFilter): AdminPropertyFilter {
  const body: AdminPropertyFilter = {};
  for (const key of ['name', 'owner'] as const) {
    const value = filter[key]?.trim();
    if (value) body[key] = value;
  }
  for (const key of ['prefecture_id', 'min_price', 'max_price'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== null && !Number.isNaN(Number(value))) body[key] = Number(String(value).replace(/,/g, ''));
  }
  if (filter.status_id !== undefined && filter.status_id !== null && !Number.isNaN(Number(filter.status_id))) {
    body.status_id = Number(filter.status_id) as AdminPropertyFilter['status_id'];
  }
  if (filter.sort) body.sort = filter.sort;
  return body;
}

export function fetchAdminProperties(page: number, filter: AdminPropertyFilter): Promise<AdminPropertyPage> {
  return api.POST('/api/admin/property/list', { params: { query: { page } }, body: buildPropertyListBody(filter) });
}

/** Sent as form data, as the spec has it; an emptied field goes as '' and is cleared. */
export function updateAdminProperty(id: string, changes: AdminPropertyChanges): Promise<ApiAnswer<'/api/admin/property/update/{id}', 'post'>> {
  const form = new FormData();
  for (const [field, value] of Object.entries(changes)) form.append(field, value === null || value === undefined ? '' : String(value));
  return api.POST('/api/admin/property/update/{id}', { params: { path: { id } }, body: form });
}

export function deleteAdminProperties(ids: readonly string[]): Promise<ApiAnswer<'/api/admin/property/delete', 'post'>> {
  return api.POST('/api/admin/property/delete', { body: { ids: [...ids] } });
}
