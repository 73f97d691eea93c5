import { Alert, Button, Checkbox, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { PASSWORD_HINT, confirmationRules, passwordRules } from '../../../ui/password-rules';
import { showServerFieldErrors } from '../../../ui/server-field-errors';

export interface RegisterValues {
  nickname: string;
  password: string;
  password_confirmation: string;
  is_interested_buyer: boolean;
  is_interested_seller: boolean;
}

// The buyer box shows no message of its own: its errors join the overall message.
const FIELDS = ['nickname', 'password', 'password_confirmation', 'is_interested_seller'];
const INTEREST_REQUIRED = '「購入を検討している」「売却を検討している」の少なくとも一方を選んでください。';

interface SignupRegisterFormProps {
  email: string | null;
  submitting: boolean;
  error: unknown;
  onSubmit: (values: RegisterValues) => void;
}

export function SignupRegisterForm({ email, submitting, error, onSubmit }: SignupRegisterFormProps) {
  const [form] = Form.useForm<RegisterValues>();
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  useEffect(() => {
    setErrorMessage(error ? showServerFieldErrors(form, error, FIELDS) : null);
  }, [error, form]);

  const interestRule = ({ getFieldValue }: { getFieldValue: (name: string) => unknown }) => ({
    validator: () =>
      getFieldValue('is_interested_buyer') || getFieldValue('is_interested_seller')
        ? Promise.resolve()
        : Promise.reject(new Error(INTEREST_REQUIRED)),
  });

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={{ is_interested_buyer: false, is_interested_seller: false }}
      onFinish={(values) => onSubmit({ ...values, nickname: values.nickname.trim() })}
    >
      {errorMessage ? <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} /> : null}
      {email ? (
        <Form.Item label="メールアドレス" htmlFor="signup-email">
          <Input id="signup-email" value={email} disabled />
        </Form.Item>
      ) : null}
      <Form.Item
        label="ニックネーム"
        name="nickname"
        extra="サイト上でほかの会員に表示されます。本名でなくてもかまいません。"
        rules={[
          { required: true, whitespace: true, message: 'ニックネームを入力してください。' },
          { max: 50, message: 'ニックネームは50文字以内で入力してください。' },
        ]}
      >
        <Input autoComplete="nickname" maxLength={50} />
      </Form.Item>
      <Form.Item label="パスワード" name="password" extra={PASSWORD_HINT} rules={passwordRules}>
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="パスワード（確認）"
        name="password_confirmation"
        dependencies={['password']}
        rules={confirmationRules('password')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item label="ご利用の目的（複数選択できます）" required>
        <Form.Item name="is_interested_buyer" valuePropName="checked" noStyle>
          <Checkbox>購入を検討している</Checkbox>
        </Form.Item>
        <Form.Item
          name="is_interested_seller"
          valuePropName="checked"
          dependencies={['is_interested_buyer']}
          rules={[interestRule]}
          style={{ marginBottom: 0 }}
        >
          <Checkbox>売却を検討している</Checkbox>
        </Form.Item>
      </Form.Item>
      <Button type="primary" htmlType="submit" block size="large" loading={submitting}>
        登録する
      </Button>
    </Form>
  );
}
