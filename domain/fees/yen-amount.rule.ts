/**
 * One amount in yen as typed into a calculator path: ASCII digits, optionally grouped by
 * thousands with commas (`12,345,678`). Anything else is refused with a message naming what was
 * wrong, so the screen can say more than "invalid".
 */

const PLAIN = /^\d+$/;
const GROUPED = /^\d{1,3}(,\d{3})+$/;
const NEGATIVE = /^-[\d,.]+$/;
const FRACTION = /^(\d+|\d{1,3}(,\d{3})+)\.\d+$/;

export const YEN_AMOUNT_MESSAGES = {
  malformed: '金額は半角数字で入力してください（3桁ごとのカンマは使えます）。',
  negative: '金額は0円以上で入力してください。',
  fraction: '金額は1円単位の整数で入力してください。',
  too_large: `金額は${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}円以下で入力してください。`,
} as const;

export type YenAmountParse = { ok: true; value: number } | { ok: false; message: string };

export function parseYenAmount(input: string): YenAmountParse {
  if (PLAIN.test(input) || GROUPED.test(input)) {
    const digits = input.replaceAll(',', '');
    // Compared as a BigInt: a Number would already have rounded a too-large value to a safe-looking one.
    if (BigInt(digits) > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, message: YEN_AMOUNT_MESSAGES.too_large };
    return { ok: true, value: Number(digits) };
  }
  if (NEGATIVE.test(input)) return { ok: false, message: YEN_AMOUNT_MESSAGES.negative };
  if (FRACTION.test(input)) return { ok: false, message: YEN_AMOUNT_MESSAGES.fraction };
  return { ok: false, message: YEN_AMOUNT_MESSAGES.malformed };
}
