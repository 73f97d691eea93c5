/**
 * The one form listing texts are indexed in and keywords are compared in, so that spellings a
 * Japanese reader takes for the same word meet: full- and half-width letters, digits and kana
 * (NFKC), upper and lower case, katakana and hiragana (hiragana is kept), ヴ and the ブ row
 * (ヴァイオリン = バイオリン), and the small ヶ/ヵ, large ケ and が that join two kanji in place
 * names (霞ヶ浦 = 霞ケ浦 = 霞が浦, 自由ヶ丘 = 自由が丘). Long-vowel marks and repeat marks are kept
 * as written: folding them away would make different words meet (ビール and ビル).
 */
export function foldForSearch(text: string): string {
  return toHiragana(joiningKe(vuAsBu(text.normalize('NFKC').toLowerCase())));
}

/** ヴァ ヴィ ヴ ヴェ ヴォ ヴュ (and their hiragana ゔ) as バ ビ ブ ベ ボ ビュ. */
const VU = /[ヴゔ]([ァィゥェォュぁぃぅぇぉゅ])?/gu;
const VU_ROW: Readonly<Record<string, string>> = {
  ァ: 'バ', ぁ: 'バ',
  ィ: 'ビ', ぃ: 'ビ',
  ゥ: 'ブ', ぅ: 'ブ',
  ェ: 'ベ', ぇ: 'ベ',
  ォ: 'ボ', ぉ: 'ボ',
  ュ: 'ビュ', ゅ: 'ビュ',
};

function vuAsBu(text: string): string {
  return text.replace(VU, (_match, small: string | undefined) => (small ? VU_ROW[small] : 'ブ'));
}

/**
 * Small ヶ and ヵ are only ever the particle or counter (霞ヶ浦, 一ヵ月), so each is folded
 * wherever it stands; a large ケ or が is folded only between two kanji, where it is the same
 * particle (霞ケ浦), and left alone elsewhere (ケーキ, 私が).
 */
const SMALL_KE = /[ヶヵゖゕ]/gu;
const KE_BETWEEN_KANJI = /(?<=[\p{sc=Han}々〆])[ケけが](?=[\p{sc=Han}々〆])/gu;

function joiningKe(text: string): string {
  return text.replace(SMALL_KE, 'が').replace(KE_BETWEEN_KANJI, 'が');
}

/** Katakana ァ…ヶ and the repeat marks ヽヾ as their hiragana; ー and the rare ヷ…ヺ stay. */
const KATAKANA = /[\u30a1-\u30f6\u30fd\u30fe]/gu;

function toHiragana(text: string): string {
  return text.replace(KATAKANA, (character) => String.fromCharCode(character.charCodeAt(0) - 0x60));
}
