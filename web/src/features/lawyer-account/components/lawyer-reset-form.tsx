import { Alert, Button, Form, Input } from 'antd';
import type { FormFieldError } from '../../../ui/server-field-errors';
import { useServerErrors } from './use-server-errors';
import { PASSWORD_HINT, halfWidthRule } from '../../../ui/password-rules';

export interface LawyerResetValues {
  password: string;
  password_confirmation: string;
}

interface LawyerResetFormProps {
  submitting: boolean;
  error: string | null;
  serverErrors: readonly FormFieldError[];
  onSubmit: (values: LawyerResetValues) => void;
}

export function LawyerResetForm({ submitting, error, serverErrors, onSubmit }: LawyerResetFormProps) {
  const [form] = Form.useForm<LawyerResetValues>();
  useServerErrors(form, serverErrors);
  return (
    <Form<LawyerResetValues> form={form} layout="vertical" onFinish={onSubmit} disabled={submitting}>
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form.Item
        label="新しいパスワード"
        name="password"
        extra={PASSWORD_HINT}
        rules={[
          { required: true, message: '新しいパスワードを入力してください。' },
          halfWidthRule('パスワード'),
          { min: 8, message: 'パスワードは8文字以上で入力してください。' },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="新しいパスワード（確認）"
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
        パスワードを再設定する
      </Button>
    </Form>
  );
}
