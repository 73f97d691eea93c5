/** `1234567`, `123-4567` or the two parts → `〒123-4567`; anything else → ''. */
export function formatZipcode(value: string | null | undefined, secondPart?: string | null): string {
  if (value === null || value === undefined) return '';
  const joined = secondPart === undefined || secondPart === null ? value : `${value}${secondPart}`;
  const digits = joined.normalize('NFKC').replace(/[-‐－ー−\s〒]/g, '');
  if (!/^\d{7}$/.test(digits)) return '';
  return `〒${digits.slice(0, 3)}-${digits.slice(3)}`;
}
