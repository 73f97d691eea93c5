export const KANA_MESSAGE = 'フリガナは全角カタカナで入力してください。';
export const ZIPCODE_MESSAGE = '郵便番号は7桁の数字で入力してください。';
export const CORPORATE_NUMBER_MESSAGE = '法人番号は13桁の半角数字で入力してください。';

/** Full-width katakana, the long-vowel mark and spaces. */
export function isKatakana(value: string): boolean {
  return /^[\u30A1-\u30FA\u30FC\u3000 ]+$/.test(value);
}

/** `123-4567`, `１２３４５６７` → `1234567`. */
export function normalizeZipcode(value: string | null | undefined): string {
  return (value ?? '').normalize('NFKC').replace(/[^\d]/g, '');
}

export const SEX_OPTIONS = [
  { value: 1, label: '男性' },
  { value: 2, label: '女性' },
  { value: 3, label: '回答しない' },
];

export const CLASS_OPTIONS = [
  { value: 1, label: '個人' },
  { value: 2, label: '法人' },
];

export function birthYearOptions(currentYear: number): { value: number; label: string }[] {
  const years: { value: number; label: string }[] = [];
  for (let year = currentYear; year >= 1920; year -= 1) years.push({ value: year, label: `${year}年` });
  return years;
}
