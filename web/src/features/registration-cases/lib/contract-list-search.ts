import type { ContractFilterInput } from '../api/registration-cases.api';

export interface ContractListSearch {
  filter: ContractFilterInput;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function realDate(value: string | null): string | undefined {
  if (value === null || !DATE.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/**
 * The admin contract list keeps its conditions in the address, so back/forward, reload and a
 * shared link (the dashboard's 確認待ちの銀行振込) show the same rows. Values the server would
 * refuse are dropped rather than turned into an error page.
 */
export function readContractListSearch(params: URLSearchParams): ContractListSearch {
  const filter: ContractFilterInput = {};
  const statuses = [...new Set(params.getAll('status_id').flatMap((value) => value.split(',')))]
    .filter((value) => /^[1-8]$/.test(value))
    .map(Number);
  if (statuses.length) filter.status_id = statuses;
  const payment = params.get('payment');
  if (payment === 'paid' || payment === 'unpaid') filter.did_pay_management_fee = payment === 'paid';
  const method = params.get('payment_method');
  if (method === 'card' || method === 'bank_transfer') filter.payment_method = method;
  const from = realDate(params.get('date_from'));
  const to = realDate(params.get('date_to'));
  if (from) filter.date_from = from;
  if (to && !(from && from > to)) filter.date_to = to;
  const member = params.get('member_id')?.trim();
  if (member && UUID.test(member)) filter.member_id = member;
  const keyword = params.get('keyword')?.trim();
  if (keyword && keyword.length <= 100) filter.keyword = keyword;
  const page = Number(params.get('page'));
  return { filter, page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

export function contractListSearchParams({ filter, page }: ContractListSearch): URLSearchParams {
  const params = new URLSearchParams();
  const statuses = filter.status_id === undefined ? [] : Array.isArray(filter.status_id) ? filter.status_id : [filter.status_id];
  for (const status of statuses) params.append('status_id', String(status));
  if (typeof filter.did_pay_management_fee === 'boolean') params.set('payment', filter.did_pay_management_fee ? 'paid' : 'unpaid');
  if (filter.payment_method) params.set('payment_method', filter.payment_method);
  for (const key of ['date_from', 'date_to', 'member_id', 'keyword'] as const) {
    const value = filter[key];
    if (value) params.set(key, value);
  }
  if (page > 1) params.set('page', String(page));
  return params;
}
