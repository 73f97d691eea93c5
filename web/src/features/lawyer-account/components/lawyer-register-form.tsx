import { Alert, Button, Form, Input } from 'antd';
import type { FormFieldError } from '../../../ui/server-field-errors';
import { useServerErrors } from './use-server-errors';
import { PASSWORD_HINT, halfWidthRule } from '../../../ui/password-rules';

export interface LawyerRegisterValues {
  name: string;
  office_name: string;
  password: string;
  password_confirmation: string;
}

interface LawyerRegisterFormProps {
  email: string | null;
  submitting: boolean;
  error: string | null;
  serverErrors: readonly FormFieldError[];
  onSubmit: (values: LawyerRegisterValues) => void;
}

export function LawyerRegisterForm({ email, submitting, error, serverErrors, onSubmit }: LawyerRegisterFormProps) {
  const [form] = Form.useForm<LawyerRegisterValues>();
  useServerErrors(form, serverErrors);
  return (
    <Form<LawyerRegisterValues> form={form} layout="vertical" onFinish={onSubmit} disabled={submitting}>
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      {email ? (
        <Form.Item label="メールアドレス">
          <Input value={email} readOnly variant="filled" />
        </Form.Item>
      ) : null}
      <Form.Item label="氏名" name="name" rules={[{ required: true, whitespace: true, message: '氏名を入力してください。' }]}>
        <Input autoComplete="name" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="事務所名"
        name="office_name"
        rules={[{ required: true, whitespace: true, message: '事務所名を入力してください。' }]}
      >
        <Input autoComplete="organization" maxLength={100} />
      </Form.Item>
      <Form.Item
        label="パスワード"
        name="password"
        extra={PASSWORD_HINT}
        rules={[
          { required: true, message: 'パスワードを入力してください。' },
          halfWidthRule('パスワード'),
          { min: 8, message: 'パスワードは8文字以上で入力してください。' },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="パスワード（確認）"
        name="password_confirmation"
        dependencies={['password']}
        rules={[
          { required: true, message: '確認のため、もう一度パスワードを入力してください。' },
          ({ getFieldValue }) => ({
            validator: (_rule, value) =>
              !value || getFieldValue('password') === value
                ? Promise.resolve()
                : Promise.reject(new Error('パスワードが一致しません。')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        登録する
      </Button>
    </Form>
  );
}
