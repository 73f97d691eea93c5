import { parseAuditInstant } from './audit-instant';
import { changesText } from './audit-timeline';
import { displayValue, fieldChanges, fieldLabel } from './field-diff';
import { jstDateTime } from './jst-time';

describe('Field changes between two states', () => {
  it('lists the changed leaves with their Japanese names, lists compared whole', () => {
    const before = { status: 'drafting', terms: { deposit_amount: 300_000, delivery_date: '2027-03-31' }, documents_confirmed: [] as string[] };
    const after = { status: 'buyer_agreed', terms: { deposit_amount: 380_000, delivery_date: '2027-03-31' }, documents_confirmed: ['a'] };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'status', label: '状態', before: 'drafting', after: 'buyer_agreed' },
      { field: 'terms.deposit_amount', label: '契約の条件・手付金', before: 300_000, after: 380_000 },
      { field: 'documents_confirmed', label: '確認済みの書類', before: [], after: ['a'] },
    ]);
  });

  it('counts a field that appears as changed from nothing', () => {
    expect(fieldChanges({ status: 'none' }, { status: 'active', nickname: 'みどり' })).toEqual([
      { field: 'status', label: '状態', before: 'none', after: 'active' },
      { field: 'nickname', label: 'ニックネーム', before: null, after: 'みどり' },
    ]);
  });

  it('does not count a field that appears empty', () => {
    expect(fieldChanges({ status: 'none' }, { status: 'draft', fields: { name: null, city: '小諸市' } })).toEqual([
      { field: 'status', label: '状態', before: 'none', after: 'draft' },
      { field: 'fields.city', label: '物件の情報・市区町村', before: null, after: '小諸市' },
    ]);
  });

  it('finds nothing when nothing changed', () => {
    expect(fieldChanges({ a: { b: [1, 2] } }, { a: { b: [1, 2] } })).toEqual([]);
  });

  it('names property fields as sellers know them and unknown fields by themselves', () => {
    expect(fieldLabel('fields.name')).toBe('物件の情報・物件名');
    expect(fieldLabel('mystery')).toBe('mystery');
    expect(fieldLabel('read_up_to.6f1c2a4e-1b2c-4d3e-8f9a-0b1c2d3e4f5a')).toBe('既読の位置・会員 6f1c2a4e');
  });

  it('writes the changes as one line, values shortened', () => {
    const text = changesText([
      { field: 'nickname', label: 'ニックネーム', before: null, after: 'みどり' },
      { field: 'sign_up_completed', label: '会員登録の完了', before: false, after: true },
      { field: 'body', label: '本文', before: 'あ'.repeat(100), after: '' },
    ]);
    expect(text).toBe(`ニックネーム: （なし） → みどり / 会員登録の完了: いいえ → はい / 本文: ${'あ'.repeat(80)}… → `);
    expect(displayValue({ a: 1 })).toBe('{"a":1}');
  });
});

describe('Audit instants and Japan time', () => {
  it('reads ISO 8601 times with an offset', () => {
    expect(parseAuditInstant('2026-11-24T18:00:00+09:00')).toBe(Date.parse('2026-11-24T09:00:00Z'));
    expect(parseAuditInstant('2026-11-24T09:00:00.123Z')).toBe(Date.parse('2026-11-24T09:00:00.123Z'));
  });

  it.each(['2026-11-24', '2026-11-24T18:00:00', 'yesterday', '2026-13-40T00:00:00Z'])('refuses %s under the field it came in', (text) => {
    expect(() => parseAuditInstant(text)).toThrow(expect.objectContaining({ kind: 'invalid', fields: { at: [expect.stringContaining('ISO 8601')] } }));
  });

  it('shows instants in Japan time', () => {
    expect(jstDateTime('2026-11-24T15:30:05.000Z')).toBe('2026/11/25 00:30:05');
  });
});
