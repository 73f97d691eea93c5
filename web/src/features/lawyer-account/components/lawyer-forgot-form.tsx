import { Button, Form, Input } from 'antd';
import { HALF_WIDTH_HINT, halfWidthRule } from '../../../ui/password-rules';

interface LawyerForgotFormProps {
  submitting: boolean;
  onSubmit: (email: string) => void;
}

export function LawyerForgotForm({ submitting, onSubmit }: LawyerForgotFormProps) {
  return (
    <Form<{ email: string }> layout="vertical" onFinish={({ email }) => onSubmit(email.trim())} disabled={submitting}>
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
        <Input autoComplete="email" inputMode="email" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        再設定メールを送信する
      </Button>
    </Form>
  );
}
