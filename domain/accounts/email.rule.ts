import { isHalfWidthPrintable } from '../shared/half-width.rule';

/**
 * E-mail addresses are compared case-insensitively and stored trimmed and lower-cased. They are
 * half-width only (the spec's half-width rule): full-width characters from a Japanese IME are
 * refused rather than folded, so the member types the address the same way everywhere.
 */
const EMAIL_SHAPE = /^[^\s@"<>()[\],;:\\]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
export const EMAIL_MAX_LENGTH = 254;

export function normalizeEmail(input: string): string | null {
  const email = input.replace(/^[\s\u3000]+|[\s\u3000]+$/g, '').toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH || !isHalfWidthPrintable(email)) return null;
  return EMAIL_SHAPE.test(email) ? email : null;
}

export const EMAIL_INVALID_MESSAGE = 'メールアドレスの形式が正しくありません。';
