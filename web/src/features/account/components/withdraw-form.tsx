import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { WithdrawInput } from '../api/account.api';
import { HALF_WIDTH_HINT, halfWidthRule } from '../../../ui/password-rules';

interface WithdrawFormProps {
  submitting: boolean;
  error: unknown;
  onSubmit: (input: WithdrawInput) => void;
}

export function WithdrawForm({ submitting, error, onSubmit }: WithdrawFormProps) {
  const [form] = Form.useForm<WithdrawInput>();
  const [confirming, setConfirming] = useState<WithdrawInput | null>(null);
  const [errorMessage, setErrorMessage] = useState<string | null>(null);

  useEffect(() => {
    if (error) setConfirming(null);
    setErrorMessage(error ? showServerFieldErrors(form, error, ['password', 'reason']) : null);
  }, [error, form]);

  return (
    <>
      <Typography.Paragraph>
        退会すると、掲載中の物件、お気に入り、メッセージの履歴などはご覧いただけなくなり、元に戻すことはできません。
        進行中の取引がある場合は、取引を終えてから退会してください。
      </Typography.Paragraph>
      <Form
        form={form}
        name="withdraw"
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => {
          const reason = values.reason?.trim();
          setConfirming({ password: values.password, ...(reason ? { reason } : {}) });
        }}
      >
        {errorMessage ? <Alert type="error" showIcon title={errorMessage} style={{ marginBottom: 16 }} /> : null}
        <Form.Item label="退会の理由（任意）" name="reason">
          <Input.TextArea rows={3} maxLength={1000} showCount placeholder="今後のサービス改善の参考にさせていただきます。" />
        </Form.Item>
        <Form.Item
          label="現在のパスワード"
          name="password"
          extra={HALF_WIDTH_HINT}
          rules={[{ required: true, message: '確認のため、現在のパスワードを入力してください。' }, halfWidthRule('パスワード')]}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Button danger htmlType="submit">
          退会する
        </Button>
      </Form>
      <Modal
        open={confirming !== null}
        title="本当に退会しますか？"
        okText="退会する"
        cancelText="キャンセル"
        okButtonProps={{ danger: true, loading: submitting }}
        onOk={() => {
          if (confirming) onSubmit(confirming);
        }}
        onCancel={() => setConfirming(null)}
      >
        <Typography.Paragraph>退会の手続きを行うと、元に戻すことはできません。よろしいですか？</Typography.Paragraph>
      </Modal>
    </>
  );
}
