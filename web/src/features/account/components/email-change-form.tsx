import { Alert, Button, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { HALF_WIDTH_HINT, emailRules, halfWidthRule } from '../../../ui/password-rules';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { EmailChangeInput } from '../api/account.api';

interface EmailChangeFormProps {
  currentEmail: string;
  submitting: boolean;
  error: unknown;
  /** The address the confirmation went to, once sent. */
  sentTo: string | null;
  onSubmit: (input: EmailChangeInput) => void;
}

export function EmailChangeForm({ currentEmail, submitting, error, sentTo, onSubmit }: EmailChangeFormProps) {
  const [form] = Form.useForm<EmailChangeInput>();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  useEffect(() => {
    setErrorMessage(error ? showServerFieldErrors(form, error, ['email', 'password']) : null);
  }, [error, form]);

  useEffect(() => {
    if (sentTo) form.resetFields();
  }, [sentTo, form]);

  return (
    <Form
      form={form}
      name="email-change"
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => onSubmit({ email: values.email.trim(), password: values.password })}
    >
      {sentTo ? (
        <Alert
          type="success"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${sentTo} 宛てに確認メールをお送りしました。`}
          description="メールに記載のリンクを開くと、変更が完了します。"
        />
      ) : null}
      {errorMessage ? <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="現在のメールアドレス" htmlFor="current-email">
        <Input id="current-email" value={currentEmail} disabled />
      </Form.Item>
      <Form.Item label="新しいメールアドレス" name="email" extra={HALF_WIDTH_HINT} rules={emailRules}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item
        label="現在のパスワード"
        name="password"
        extra={HALF_WIDTH_HINT}
        rules={[{ required: true, message: '現在のパスワードを入力してください。' }, halfWidthRule('パスワード')]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button htmlType="submit" loading={submitting}>
        確認メールを送信する
      </Button>
    </Form>
  );
}
