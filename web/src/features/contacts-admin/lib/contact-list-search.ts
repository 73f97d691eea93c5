import { CONTACT_STATUSES, type ContactFilter, type ContactStatusValue } from '../api/contacts-admin.api';

export interface ContactListSearch {
  filter: ContactFilter;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function realDate(value: string | null): string | undefined {
  if (value === null || !DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/**
 * The contacts list keeps its conditions in the address, so back/forward, reload and a shared link
 * (the dashboard's 未対応のお問い合わせ) show the same rows; values the server would refuse are dropped.
 */
export function readContactListSearch(params: URLSearchParams): ContactListSearch {
  const filter: ContactFilter = {};
  const status = params.get('status');
  const known = CONTACT_STATUSES.find((entry) => String(entry.value) === status);
  if (known) filter.status = known.value as ContactStatusValue;
  const category = params.get('category_id');
  if (category && /^[1-9]\d{0,8}$/.test(category)) filter.category_id = Number(category);
  const from = realDate(params.get('date_from'));
  const to = realDate(params.get('date_to'));
  if (from) filter.date_from = from;
  if (to && !(from && from > to)) filter.date_to = to;
  const keyword = params.get('keyword')?.trim();
  if (keyword) filter.keyword = keyword;
  const page = Number(params.get('page'));
  return { filter, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

export function contactListSearchParams({ filter, page }: ContactListSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['status', 'category_id', 'date_from', 'date_to', 'keyword'] as const) {
    const value = filter[key];
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  return params;
}
