/**
 * Words that make a name pass for the site's own staff in chats, on listings and in mails. They
 * are looked for after folding the tricks that keep a name readable but dodge a plain match:
 * full-width or half-width forms and compatibility characters (NFKC: "ＳＩＴＥ", "ｶﾝﾘ"),
 * katakana for hiragana ("イエトチ直売所"), upper case, and spaces, dots and other punctuation
 * or symbols put between the letters ("事 務 局", "運・営"). English words such as "admin" are
 * left out: they sit inside ordinary words ("badminton").
 */
export const OPERATOR_WORDS: readonly string[] = ['事務局', '運営', '管理者', '公式', 'いえとち直売所', 'いえとち', 'ietochi'];

const SEPARATORS = /[\p{White_Space}\p{P}\p{S}\p{Cf}_]/gu;

/** Katakana (U+30A1-30F6) to the hiragana of the same sound. */
function toHiragana(text: string): string {
  return text.replace(/[\u30A1-\u30F6]/g, (letter) => String.fromCharCode(letter.charCodeAt(0) - 0x60));
}

/** The name as the check reads it: one width, one case, one kana, no separators. */
export function foldForOperatorCheck(name: string): string {
  return toHiragana(name.normalize('NFKC').toLowerCase()).replace(SEPARATORS, '');
}

const FOLDED_WORDS = OPERATOR_WORDS.map(foldForOperatorCheck);

/** Whether the name contains a word only the site's operator may use. */
export function imitatesOperator(name: string): boolean {
  const folded = foldForOperatorCheck(name);
  return FOLDED_WORDS.some((word) => folded.includes(word));
}

/** The message beside a field whose name imitates the operator; `label` names the field. */
export function operatorNameMessage(label: string): string {
  return `${label}に「事務局」「運営」「管理者」「公式」やサイト名など、運営者と紛らわしい言葉は使用できません。`;
}
