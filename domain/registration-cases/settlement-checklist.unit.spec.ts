import { BALANCE_NOTE, settlementChecklist } from './settlement-checklist';

describe('Settlement checklist', () => {
  it('lists what each side brings, with the note on the balance', () => {
    const list = settlementChecklist(null, [1, 3]);
    expect(list.seller.map((item) => item.name)).toEqual([
      '実印と印鑑証明書（発行から3か月以内）',
      '本人確認書類',
      '登記識別情報または登記済証',
      '固定資産評価証明書',
      '物件の鍵',
      '住民票など（登記上の住所・氏名から変わっている場合）',
      '司法書士への委任状',
      '登記原因証明情報への署名',
    ]);
    expect(list.buyer.map((item) => item.name)).toEqual(['住民票', '本人確認書類', '印鑑', '司法書士への委任状']);
    expect(list.seller.filter((item) => item.prepared).map((item) => item.key)).toEqual(['seller-1', 'seller-3']);
    expect(list.balance_note).toBe('残代金のお支払いは、司法書士が売主の書類を確認した後です。');
    expect(list.balance_note).toBe(BALANCE_NOTE);
    expect(list).toMatchObject({ registration_status_id: null, balance_payable: false });
  });

  it.each([
    [null, 'prepare', false],
    ['assigned', 'prepare', false],
    ['accepted', 'prepare', false],
    ['identities_confirmed', 'prepare', false],
    ['documents_collecting', 'bring', false],
    ['documents_verified', 'verified', true],
    ['ready_for_settlement', 'verified', true],
    ['filed', 'verified', true],
    ['correction', 'verified', true],
    ['completed', 'verified', true],
    ['cancelled', 'not_needed', false],
  ] as const)('in case state %s every item is %s and the balance payable is %s', (status, state, payable) => {
    const list = settlementChecklist(status, []);
    expect(new Set([...list.seller, ...list.buyer].map((item) => item.state))).toEqual(new Set([state]));
    expect(list.balance_payable).toBe(payable);
  });
});
