export type PhoneParts = [string, string, string];

const EMPTY: PhoneParts = ['', '', ''];

/** `03-1234-5678` → its three parts; an empty or missing number → three empty parts. */
export function splitPhone(value: string | null | undefined): PhoneParts {
  if (!value) return EMPTY;
  const [first = '', second = '', ...rest] = value.split('-');
  return [first, second, rest.join('')];
}

/** The parts joined with hyphens; '' when all are empty, so an unfilled number stays unset. */
export function joinPhone(parts: readonly string[]): string {
  const cleaned = parts.map((part) => part.normalize('NFKC').replace(/\D/g, ''));
  return cleaned.every((part) => part === '') ? '' : cleaned.join('-');
}

export const PHONE_FORMAT_MESSAGE = '電話番号は3つの欄すべてに半角数字で入力してください。';

/** Empty, or three parts of digits of a 10- or 11-digit number. */
export function isValidPhone(value: string | null | undefined): boolean {
  if (!value) return true;
  const parts = value.split('-');
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part))) return false;
  const digits = parts.join('').length;
  return digits >= 10 && digits <= 11;
}
