import { SendOutlined } from '@ant-design/icons';
import { Button, Form, Input, Space } from 'antd';
import { halfWidthRule } from '../../../ui/password-rules';

interface LawyerInviteFormProps {
  submitting: boolean;
  onInvite: (email: string) => Promise<boolean>;
}

export function LawyerInviteForm({ submitting, onInvite }: LawyerInviteFormProps) {
  const [form] = Form.useForm<{ email: string }>();
  const finish = async ({ email }: { email: string }) => {
    if (await onInvite(email.trim())) form.resetFields();
  };
  return (
    <Form form={form} layout="vertical" onFinish={(values) => void finish(values)} disabled={submitting}>
      <Form.Item
        label="招待するメールアドレス"
        htmlFor="lawyer-invite-email"
        required
        extra="入力したアドレスに、司法書士アカウントの登録用リンクをお送りします。"
      >
        <Space.Compact style={{ width: '100%', maxWidth: 520 }}>
          <Form.Item
            name="email"
            noStyle
            rules={[
              { required: true, message: 'メールアドレスを入力してください。' },
              halfWidthRule('メールアドレス'),
              { type: 'email', message: 'メールアドレスの形式で入力してください。' },
            ]}
          >
            <Input id="lawyer-invite-email" inputMode="email" autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={submitting}>
            招待メールを送る
          </Button>
        </Space.Compact>
      </Form.Item>
    </Form>
  );
}
