import { foldForSearch } from './search-text-fold';

describe('foldForSearch', () => {
  it.each([
    ['ＡＢＣ Farm', 'abc farm'],
    ['２区画 １００㎡', '2区画 100m2'],
    ['ｺﾐﾝｶ', 'こみんか'],
    ['ｶﾞｰﾃﾞﾝ', 'がーでん'],
    ['コミンカ', 'こみんか'],
    ['こみんか', 'こみんか'],
    ['ログハウス', 'ろぐはうす'],
  ])('folds widths, case and katakana to one form: %s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it.each([
    ['霞ヶ浦', '霞が浦'],
    ['霞ケ浦', '霞が浦'],
    ['霞ヵ浦', '霞が浦'],
    ['霞が浦', '霞が浦'],
    ['霞ｹ浦', '霞が浦'],
    ['自由ヶ丘', '自由が丘'],
    ['自由が丘', '自由が丘'],
    ['一ヶ月', '一が月'],
    ['一ヵ月', '一が月'],
    ['関ヶ原町', '関が原町'],
  ])('takes ヶ, ヵ, ケ and が between kanji for one particle: %s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it.each([
    ['ケーキ', 'けーき'],
    ['山ケーブル', '山けーぶる'],
    ['私が行く', '私が行く'],
    ['ケ丘', 'け丘'],
  ])('leaves a large ケ or が that does not join two kanji as it is: %s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it.each([
    ['ヴァイオリン', 'ばいおりん'],
    ['バイオリン', 'ばいおりん'],
    ['ヴィラ', 'びら'],
    ['ビラ', 'びら'],
    ['ヴ', 'ぶ'],
    ['ヴェランダ', 'べらんだ'],
    ['ベランダ', 'べらんだ'],
    ['ヴォーグ', 'ぼーぐ'],
    ['ヴュー', 'びゅー'],
    ['ｳﾞｨﾗ', 'びら'],
    ['ゔぃら', 'びら'],
  ])('folds ヴ and its row into the ブ row: %s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it.each([
    ['ビール', 'びーる'],
    ['ビル', 'びる'],
    ['佐々木', '佐々木'],
    ['いすゞ', 'いすゞ'],
    ['コヽロ', 'こゝろ'],
  ])('keeps long-vowel and repeat marks, which tell words apart: %s → %s', (text, folded) => {
    expect(foldForSearch(text)).toBe(folded);
  });

  it('gives the same form for every spelling of one place name, so each finds the others', () => {
    const spellings = ['霞ヶ浦', '霞ケ浦', '霞ヵ浦', '霞が浦', '霞ｹ浦'];
    expect(new Set(spellings.map(foldForSearch)).size).toBe(1);
  });

  it('is idempotent: a folded text folds to itself', () => {
    for (const text of ['霞ヶ浦のヴィラ', 'ＡＢＣ ｺﾐﾝｶ', '一ヵ月 ケーキ', 'ヴュー 佐々木']) {
      expect(foldForSearch(foldForSearch(text))).toBe(foldForSearch(text));
    }
  });
});
