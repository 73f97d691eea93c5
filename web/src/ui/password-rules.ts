import type { FormRule } from 'antd';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The spec's half-width rule for passwords and e-mail addresses (printable ASCII, no spaces): a
 * password typed in full-width could not be typed again on a device whose input method is off.
 * The forms say it under the field before anything is typed.
 */
export const HALF_WIDTH_HINT = '半角英数字・記号で入力してください。';
export const PASSWORD_HINT = `半角英数字・記号で${PASSWORD_MIN_LENGTH}文字以上で入力してください。`;
const HALF_WIDTH_PRINTABLE = /^[\x21-\x7E]*$/;

/** Refuses anything but half-width printable characters, naming the field as the server does. */
export function halfWidthRule(label: string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      typeof value !== 'string' || HALF_WIDTH_PRINTABLE.test(value)
        ? Promise.resolve()
        : Promise.reject(new Error(`${label}は半角英数字・記号で入力してください。`)),
  };
}

export const passwordRules: FormRule[] = [
  { required: true, message: 'パスワードを入力してください。' },
  halfWidthRule('パスワード'),
  { min: PASSWORD_MIN_LENGTH, message: `パスワードは${PASSWORD_MIN_LENGTH}文字以上で入力してください。` },
];

/** For the second entry of a new password; `field` names the first. */
export function confirmationRules(field: string): FormRule[] {
  return [
    { required: true, message: '確認のため、もう一度パスワードを入力してください。' },
    ({ getFieldValue }) => ({
      validator: (_rule, value: unknown) =>
        !value || value === getFieldValue(field)
          ? Promise.resolve()
          : Promise.reject(new Error('パスワードが一致しません。')),
    }),
  ];
}

export const emailRules: FormRule[] = [
  { required: true, message: 'メールアドレスを入力してください。' },
  halfWidthRule('メールアドレス'),
  { type: 'email', message: 'メールアドレスの形式で入力してください。' },
];
