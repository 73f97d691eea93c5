import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { LoginInput } from '../api/session.api';
import { HALF_WIDTH_HINT, halfWidthRule } from '../../../ui/password-rules';

interface LoginFormProps {
  submitting: boolean;
  error: unknown;
  onSubmit: (input: LoginInput) => void;
}

export function LoginForm({ submitting, error, onSubmit }: LoginFormProps) {
  const [form] = Form.useForm<LoginInput>();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  useEffect(() => {
    setErrorMessage(error ? showServerFieldErrors(form, error, ['email', 'password']) : null);
  }, [error, form]);

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onSubmit({ email: values.email.trim(), password: values.password })}
    >
      {errorMessage ? <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="メールアドレス" name="email" extra={HALF_WIDTH_HINT} rules={[{ required: true, message: 'メールアドレスを入力してください。' }, halfWidthRule('メールアドレス')]}>
        <Input inputMode="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} />
      </Form.Item>
      <Form.Item label="パスワード" name="password" extra={HALF_WIDTH_HINT} rules={[{ required: true, message: 'パスワードを入力してください。' }, halfWidthRule('パスワード')]}>
        <Input.Password autoComplete="current-password" prefix={<LockOutlined aria-hidden />} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        ログイン
      </Button>
    </Form>
  );
}
