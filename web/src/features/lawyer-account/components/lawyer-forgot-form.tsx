import { Button, Form, Input } from 'antd';

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
        rules={[
          { required: true, message: 'メールアドレスを入力してください。' },
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
