import type { JsonValue } from './json-value';
import { PROPERTY_FIELD_LABELS } from '../../domain/properties/property-fields.rules';

/** One field an event changed: its path in the state, its Japanese name, and the values either side. */
export interface FieldChange {
  field: string;
  label: string;
  before: JsonValue;
  after: JsonValue;
}

/** State fields of the lifecycles by the names people know them (property fields come from their own list). */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  ...PROPERTY_FIELD_LABELS,
  status: '状態',
  nickname: 'ニックネーム',
  sign_up_completed: '会員登録の完了',
  profile_completed: '会員情報の入力',
  user_id: '会員',
  seller_id: '売主',
  buyer_id: '買主',
  owner_id: '出品者',
  property_id: '物件',
  thread_id: '取引',
  lawyer_id: '司法書士',
  terms: '契約の条件',
  template: '契約条件のひな形',
  property: '物件の表示',
  buyer_agreed_at: '買主の同意',
  seller_agreed_at: '売主の同意',
  management_fee: '管理手数料',
  payment_method: '支払い方法',
  transfer_declared_at: '振込の申し出',
  paid_at: '入金',
  documents_confirmed: '確認済みの書類',
  requested_at: '作成依頼',
  drafted_at: '契約書の作成',
  concluded_at: '締結',
  ended_at: '終了',
  updated_at: '更新日時',
  pdfs: '契約書のPDF',
  photos: '写真',
  fields: '物件の情報',
  pinned_by: 'ピン留め',
  last_seq: 'メッセージの通し番号',
  read_up_to: '既読の位置',
  delivery_date: '引渡日',
  deposit_amount: '手付金',
  deposit_deadline: '手付金の支払期限',
  payment_schedule: '支払予定',
  annual_fixed_asset_tax: '固定資産税（年額）',
  land_category: '地目',
  documents: '書類',
  reason: '理由',
  verified_at: '承認日時',
  rejected_at: '差し戻し日時',
  email: 'メールアドレス',
  office_name: '事務所名',
  title: 'タイトル',
  body: '本文',
  published_at: '公開日時',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The Japanese name of a state path: the whole path when it has one, else its last part's. */
export function fieldLabel(path: string): string {
  if (FIELD_LABELS[path]) return FIELD_LABELS[path];
  const parts = path.split('.');
  const last = parts[parts.length - 1];
  const parent = parts.length > 1 ? FIELD_LABELS[parts[parts.length - 2]] : undefined;
  // Maps keyed by member (read marks) name the member by the start of their id, enough to tell two apart.
  const own = FIELD_LABELS[last] ?? (UUID.test(last) ? `会員 ${last.slice(0, 8)}` : last);
  return parent ? `${parent}・${own}` : own;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function flatten(value: unknown, prefix: string, into: Map<string, unknown>): void {
  if (isPlainObject(value) && (prefix === '' || Object.keys(value).length > 0)) {
    for (const [key, inner] of Object.entries(value)) flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    return;
  }
  // Lists change as a whole (photos reordered, a payment added): one line for the list reads better than one per index.
  if (prefix) into.set(prefix, value);
}

/**
 * What changed between two states of a stream, field by field, in the order the fields appear:
 * nested objects are walked to their leaves, lists compared whole. A field that appears or
 * disappears counts as changed from or to nothing (null), unless it is empty on both sides.
 */
export function fieldChanges(before: unknown, after: unknown): FieldChange[] {
  const old = new Map<string, unknown>();
  const now = new Map<string, unknown>();
  flatten(before, '', old);
  flatten(after, '', now);
  const paths = [...new Set([...now.keys(), ...old.keys()])];
  return paths
    // A field that appears empty was empty before too: nothing people would call a change.
    .filter((path) => JSON.stringify(old.get(path) ?? null) !== JSON.stringify(now.get(path) ?? null))
    .map((path) => ({ field: path, label: fieldLabel(path), before: (old.get(path) ?? null) as JsonValue, after: (now.get(path) ?? null) as JsonValue }));
}

/** A value as one short line for a table cell. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined) return '（なし）';
  if (typeof value === 'boolean') return value ? 'はい' : 'いいえ';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  return JSON.stringify(value);
}
