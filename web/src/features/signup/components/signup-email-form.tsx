import { MailOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { emailRules } from '../../../ui/password-rules';

interface SignupEmailFormProps {
  submitting: boolean;
  errorMessage: string | null;
  onSubmit: (email: string) => void;
}

export function SignupEmailForm({ submitting, errorMessage, onSubmit }: SignupEmailFormProps) {
  return (
    <Form layout="vertical" requiredMark={false} onFinish={({ email }: { email: string }) => onSubmit(email.trim())}>
      {errorMessage ? <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="メールアドレス" name="email" rules={emailRules}>
        <Input type="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} placeholder="example@example.jp" />
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        <Link to="/terms">利用規約</Link>と<Link to="/privacy">プライバシーポリシー</Link>
        に同意のうえ、送信してください。
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        登録用のメールを送信する
      </Button>
    </Form>
  );
}
