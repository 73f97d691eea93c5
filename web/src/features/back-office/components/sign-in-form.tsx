import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input } from 'antd';
import { HALF_WIDTH_HINT, halfWidthRule } from '../../../ui/password-rules';

export interface SignInValues {
  email: string;
  password: string;
}

interface SignInFormProps {
  submitting: boolean;
  error: string | null;
  onSubmit: (values: SignInValues) => void;
}

export function SignInForm({ submitting, error, onSubmit }: SignInFormProps) {
  return (
    <Form<SignInValues> layout="vertical" requiredMark={false} onFinish={onSubmit} disabled={submitting}>
      {error ? <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} role="alert" /> : null}
      <Form.Item
        label="メールアドレス"
        name="email"
        extra={HALF_WIDTH_HINT}
        rules={[
          { required: true, message: 'メールアドレスを入力してください。' },
          halfWidthRule('メールアドレス'),
          { type: 'email', message: 'メールアドレスの形式で入力してください。' },
        ]}
      >
        <Input prefix={<MailOutlined />} autoComplete="username" inputMode="email" />
      </Form.Item>
      <Form.Item label="パスワード" name="password" extra={HALF_WIDTH_HINT} rules={[{ required: true, message: 'パスワードを入力してください。' }, halfWidthRule('パスワード')]}>
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        ログイン
      </Button>
    </Form>
  );
}
