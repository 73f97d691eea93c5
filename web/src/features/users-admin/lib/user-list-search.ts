import type { IdentificationStatus, MemberClass, UserListFilter } from '../api/users-admin.api';

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
export const DEFAULT_PER_PAGE = 20;

export interface UserListSearch {
  filter: UserListFilter;
  page: number;
  perPage: number;
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d+$/.test(value)) return undefined;
  const number = Number(value);
  return number > 0 ? number : undefined;
}

/** The list keeps its conditions in the address, so 詳細 and back returns to the same rows. */
export function readUserListSearch(params: URLSearchParams): UserListSearch {
  const filter: UserListFilter = {};
  for (const key of ['name', 'nickname', 'email'] as const) {
    const value = params.get(key)?.trim();
    if (value) filter[key] = value;
  }
  const memberClass = positiveInt(params.get('class'));
  if (memberClass === 1 || memberClass === 2) filter.class = memberClass as MemberClass;
  const status = positiveInt(params.get('identification_verify_status'));
  if (status !== undefined && status <= 4) filter.identification_verify_status = status as IdentificationStatus;
  const prefecture = positiveInt(params.get('prefecture_id'));
  if (prefecture !== undefined && prefecture <= 47) filter.prefecture_id = prefecture;
  const perPage = positiveInt(params.get('per_page'));
  return {
    filter,
    page: positiveInt(params.get('page')) ?? 1,
    perPage: perPage !== undefined && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  };
}

export function userListSearchParams({ filter, page, perPage }: UserListSearch): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  if (page > 1) params.set('page', String(page));
  if (perPage !== DEFAULT_PER_PAGE) params.set('per_page', String(perPage));
  return params;
}
