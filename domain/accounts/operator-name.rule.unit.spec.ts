import { foldForOperatorCheck, imitatesOperator, operatorNameMessage } from './operator-name.rule';

describe('Names imitating the operator', () => {
  it('are found by the words only the operator uses', () => {
    for (const name of ['事務局', 'いえとち直売所 事務局', '運営スタッフ', '管理者です', '公式アカウント', 'いえとち直売所']) {
      expect(imitatesOperator(name)).toBe(true);
    }
  });

  it('are found through width, kana, case and separators', () => {
    for (const name of ['イエトチ直売所', 'ｲｴﾄﾁ直売所', 'い え と ち 直 売 所', '事・務・局', '運　営', '管-理-者', 'IETOCHI', 'ｉｅｔｏｃｈｉ', '公★式']) {
      expect(imitatesOperator(name)).toBe(true);
    }
  });

  it('leave ordinary names alone', () => {
    for (const name of ['山の家さがし', '里山の家の売主', 'さとやま不動産', '運転手', '管理栄養士', 'badminton', '直売所めぐり']) {
      expect(imitatesOperator(name)).toBe(false);
    }
  });

  it('fold to one width, one kana and no separators', () => {
    expect(foldForOperatorCheck('ｲｴ・ﾄﾁ Ｓａｍｐｌｅ')).toBe('いえとちsample');
  });

  it('are refused with a message naming the field', () => {
    expect(operatorNameMessage('ニックネーム')).toBe(
      'ニックネームに「事務局」「運営」「管理者」「公式」やサイト名など、運営者と紛らわしい言葉は使用できません。',
    );
  });
});
