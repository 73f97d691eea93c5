/**
 * Phone numbers arrive as three hyphen-joined parts (`03-1234-5678`, `090-1234-5678`). Japanese
 * numbers start with 0 and have 10 digits (fixed lines) or 11 (mobile 070/080/090, IP 050,
 * data 020/060).
 */
export type PhoneKind = 'home' | 'mobile';

const PART = /^[0-9]{1,5}$/;

export function normalizePhone(input: string): string | null {
  const parts = input.normalize('NFKC').replace(/[‐‑‒–—―−ー－ｰ]/g, '-').trim().split('-');
  if (parts.length !== 3 || !parts.every((part) => PART.test(part))) return null;
  const digits = parts.join('');
  if (!digits.startsWith('0') || digits.length < 10 || digits.length > 11) return null;
  return parts.join('-');
}

export function isPhoneOfKind(phone: string, kind: PhoneKind): boolean {
  const digits = phone.replace(/-/g, '');
  if (kind === 'mobile') return digits.length === 11 && /^0[2-9]0/.test(digits);
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('050'));
}
