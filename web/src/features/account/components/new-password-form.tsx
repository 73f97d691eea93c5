import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { PASSWORD_HINT, confirmationRules, passwordRules } from '../../../ui/password-rules';
import { showServerFieldErrors } from '../../../ui/server-field-errors';

export interface NewPasswordValues {
  password: string;
  password_confirmation: string;
}

interface NewPasswordFormProps {
  submitting: boolean;
  error: unknown;
  onSubmit: (values: NewPasswordValues) => void;
}

export function NewPasswordForm({ submitting, error, onSubmit }: NewPasswordFormProps) {
  const [form] = Form.useForm<NewPasswordValues>();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  useEffect(() => {
    setErrorMessage(error ? showServerFieldErrors(form, error, ['password', 'password_confirmation']) : null);
  }, [error, form]);

  return (
    <Form form={form} layout="vertical" requiredMark={false} onFinish={onSubmit}>
      {errorMessage ? <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} /> : null}
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
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        パスワードを再設定する
      </Button>
    </Form>
  );
}
