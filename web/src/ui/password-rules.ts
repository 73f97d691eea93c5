import type { FormRule } from 'antd';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = `${PASSWORD_MIN_LENGTH}文字以上で入力してください。`;

export const passwordRules: FormRule[] = [
  { required: true, message: 'パスワードを入力してください。' },
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
  { type: 'email', message: 'メールアドレスの形式で入力してください。' },
];
