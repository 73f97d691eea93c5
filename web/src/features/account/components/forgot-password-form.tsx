import { MailOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { HALF_WIDTH_HINT, emailRules } from '../../../ui/password-rules';

interface ForgotPasswordFormProps {
  submitting: boolean;
  onSubmit: (email: string) => void;
}

export function ForgotPasswordForm({ submitting, onSubmit }: ForgotPasswordFormProps) {
  return (
    <Form layout="vertical" requiredMark={false} onFinish={({ email }: { email: string }) => onSubmit(email.trim())}>
      <Form.Item label="ご登録のメールアドレス" name="email" extra={HALF_WIDTH_HINT} rules={emailRules}>
        <Input type="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        再設定用のメールを送信する
      </Button>
    </Form>
  );
}
