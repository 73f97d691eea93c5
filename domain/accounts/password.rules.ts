import type { FieldErrors } from '../shared/field-errors';
import { halfWidthMessage, isHalfWidthPrintable } from '../shared/half-width.rule';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Passwords seen most often in breach corpora, and the keyboard and digit runs people reach
 * for. Length alone does not stop these, so they are refused outright (ASVS 6.2.x).
 */
const COMMON_PASSWORDS = new Set([
  '12345678', '123456789', '1234567890', '12341234', '11111111', '00000000', '88888888', '87654321',
  '123123123', '1q2w3e4r', '1qaz2wsx', 'qwertyui', 'qwerty123', 'qwertyuiop', 'asdfghjk', 'asdf1234',
  'zxcvbnm1', 'password', 'password1', 'password123', 'passw0rd', 'p@ssw0rd', 'iloveyou', 'sunshine',
  'princess', 'football', 'baseball', 'superman', 'welcome1', 'trustno1', 'abc12345', 'abcd1234',
  'abcdefgh', 'a1234567', 'aa123456', 'letmein1', 'admin123', 'administrator', 'changeme', 'computer',
  'dragon12', 'monkey12', 'master12', 'michael1', 'jennifer', 'whatever', 'starwars', 'internet',
  'q1w2e3r4', 'zaq12wsx', 'pokemon1', 'doraemon', 'sakura12', 'nihonjin', 'tokyo123', 'japan123',
]);

export interface PasswordInput {
  password: string;
  password_confirmation: string;
}

/** Checks a new password and its confirmation; `context` words (nickname, e-mail) must not be the password. */
export function checkNewPassword(input: PasswordInput, errors: FieldErrors, context: readonly string[] = []): void {
  const { password } = input;
  if (password.length === 0) {
    errors.add('password', 'パスワードを入力してください。');
  } else if (!isHalfWidthPrintable(password)) {
    // A password with full-width characters could not be typed on a device whose input method is off.
    errors.add('password', halfWidthMessage('パスワード'));
  } else if ([...password].length < PASSWORD_MIN_LENGTH) {
    errors.add('password', `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。`);
  } else if ([...password].length > PASSWORD_MAX_LENGTH) {
    errors.add('password', `パスワードは${PASSWORD_MAX_LENGTH}文字以内で入力してください。`);
  } else if (isGuessable(password, context)) {
    errors.add('password', 'このパスワードは推測されやすいため使えません。別のパスワードを入力してください。');
  }
  if (input.password_confirmation !== password) {
    errors.add('password_confirmation', 'パスワードが一致しません。');
  }
}

function isGuessable(password: string, context: readonly string[]): boolean {
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (new Set(lower).size === 1) return true;
  return context.some((word) => word.length > 0 && lower === word.toLowerCase());
}
