import { CONTRACT_STATUSES } from '../../domain/contracts/contract-status';
import { REGISTRATION_CASE_STATUSES } from '../../domain/registration-cases/registration-case-status';
import { FieldErrors } from '../../domain/shared/field-errors';

/** The conditions of the back-office contract lists (`POST /api/contract/filter`). */
export interface ContractFilter {
  status_ids: number[];
  registration_status_ids: number[];
  did_pay_management_fee: boolean | null;
  /** How the management fee is paid; bank transfers wait for an admin to confirm them. */
  payment_method: 'card' | 'bank_transfer' | null;
  member_id: string | null;
  date_from: string | null;
  date_to: string | null;
  keyword: string | null;
  /** Lawyers only: their own cases, the paid contracts nobody has taken yet, or both. */
  scope: 'mine' | 'assignable' | 'all';
}

export const NO_FILTER: ContractFilter = {
  status_ids: [],
  registration_status_ids: [],
  did_pay_management_fee: null,
  payment_method: null,
  member_id: null,
  date_from: null,
  date_to: null,
  keyword: null,
  scope: 'all',
};

const KNOWN = new Set(['status_id', 'registration_status_id', 'did_pay_management_fee', 'payment_method', 'member_id', 'date_from', 'date_to', 'keyword', 'scope']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ids(value: unknown, field: string, allowed: readonly number[], errors: FieldErrors, label: string): number[] {
  if (value === undefined || value === null) return [];
  const list = Array.isArray(value) ? value : [value];
  if (list.some((item) => typeof item !== 'number' || !allowed.includes(item))) {
    errors.add(field, `${label}は ${allowed[0]}〜${allowed[allowed.length - 1]} の番号（または番号の配列）で指定してください。`);
    return [];
  }
  return list as number[];
}

function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Reads the filter body; every problem is named by its field (422). */
export function parseContractFilter(input: unknown): ContractFilter {
  const errors = new FieldErrors();
  const body = (input && typeof input === 'object' && !Array.isArray(input) ? input : {}) as Record<string, unknown>;
  for (const key of Object.keys(body)) if (!KNOWN.has(key)) errors.add(key, `${key} は指定できない項目です。`);
  const statusIds = ids(body.status_id, 'status_id', Object.values(CONTRACT_STATUSES).map((status) => status.id), errors, '契約のステータス');
  const caseIds = ids(body.registration_status_id, 'registration_status_id', Object.values(REGISTRATION_CASE_STATUSES).map((status) => status.id), errors, '登記のステータス');
  let paid: boolean | null = null;
  if (body.did_pay_management_fee !== undefined && body.did_pay_management_fee !== null) {
    if (typeof body.did_pay_management_fee === 'boolean') paid = body.did_pay_management_fee;
    else errors.add('did_pay_management_fee', '支払いの有無は true または false で指定してください。');
  }
  let paymentMethod: ContractFilter['payment_method'] = null;
  if (body.payment_method !== undefined && body.payment_method !== null) {
    if (body.payment_method === 'card' || body.payment_method === 'bank_transfer') paymentMethod = body.payment_method;
    else errors.add('payment_method', '支払い方法は card・bank_transfer のいずれかで指定してください。');
  }
  let memberId: string | null = null;
  if (body.member_id !== undefined && body.member_id !== null && body.member_id !== '') {
    if (typeof body.member_id === 'string' && UUID.test(body.member_id)) memberId = body.member_id;
    else errors.add('member_id', '会員IDの形式が正しくありません。');
  }
  const date = (field: 'date_from' | 'date_to'): string | null => {
    const value = body[field];
    if (value === undefined || value === null || value === '') return null;
    if (typeof value === 'string' && DATE.test(value) && isRealDate(value)) return value;
    errors.add(field, '日付は YYYY-MM-DD の形式で、実在する日付を指定してください。');
    return null;
  };
  const from = date('date_from');
  const to = date('date_to');
  if (from && to && from > to) errors.add('date_to', '終了日は開始日以降の日付を指定してください。');
  let keyword: string | null = null;
  if (body.keyword !== undefined && body.keyword !== null && body.keyword !== '') {
    if (typeof body.keyword === 'string' && body.keyword.trim().length <= 100) keyword = body.keyword.trim() || null;
    else errors.add('keyword', 'キーワードは100文字以内の文字列で指定してください。');
  }
  let scope: ContractFilter['scope'] = 'all';
  if (body.scope !== undefined && body.scope !== null) {
    if (body.scope === 'mine' || body.scope === 'assignable' || body.scope === 'all') scope = body.scope;
    else errors.add('scope', '表示範囲は mine・assignable・all のいずれかで指定してください。');
  }
  errors.throwIfAny('contract.filter_invalid');
  return { status_ids: statusIds, registration_status_ids: caseIds, did_pay_management_fee: paid, payment_method: paymentMethod, member_id: memberId, date_from: from, date_to: to, keyword, scope };
}
