/**
 * E-mail addresses are compared case-insensitively and stored trimmed and lower-cased; full-width
 * characters from a Japanese IME are folded to ASCII first.
 */
const EMAIL_SHAPE = /^[^\s@"<>()[\],;:\\]+@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
export const EMAIL_MAX_LENGTH = 254;

export function normalizeEmail(input: string): string | null {
  const email = input.normalize('NFKC').trim().toLowerCase();
  if (email.length === 0 || email.length > EMAIL_MAX_LENGTH) return null;
  return EMAIL_SHAPE.test(email) ? email : null;
}

export const EMAIL_INVALID_MESSAGE = 'メールアドレスの形式が正しくありません。';
