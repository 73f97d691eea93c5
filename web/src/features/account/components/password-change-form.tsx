import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { HALF_WIDTH_HINT, PASSWORD_HINT, confirmationRules, halfWidthRule, passwordRules } from '../../../ui/password-rules';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { PasswordChangeInput } from '../api/account.api';

interface PasswordChangeFormProps {
  submitting: boolean;
  error: unknown;
  /** Changes after each successful change, to empty the form. */
  changedAt: number;
  onSubmit: (input: PasswordChangeInput) => void;
}

const FIELDS = ['current_password', 'password', 'password_confirmation'];

export function PasswordChangeForm({ submitting, error, changedAt, onSubmit }: PasswordChangeFormProps) {
  const [form] = Form.useForm<PasswordChangeInput>();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  useEffect(() => {
    setErrorMessage(error ? showServerFieldErrors(form, error, FIELDS) : null);
  }, [error, form]);

  useEffect(() => {
    if (changedAt > 0) form.resetFields();
  }, [changedAt, form]);

  return (
    <Form form={form} name="password-change" layout="vertical" requiredMark={false} onFinish={onSubmit}>
      {errorMessage ? <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        label="現在のパスワード"
        name="current_password"
        extra={HALF_WIDTH_HINT}
        rules={[{ required: true, message: '現在のパスワードを入力してください。' }, halfWidthRule('現在のパスワード')]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item label="新しいパスワード" name="password" extra={PASSWORD_HINT} rules={passwordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="新しいパスワード（確認）"
        name="password_confirmation"
        dependencies={['password']}
        rules={confirmationRules('password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button htmlType="submit" loading={submitting}>
        パスワードを変更する
      </Button>
    </Form>
  );
}
