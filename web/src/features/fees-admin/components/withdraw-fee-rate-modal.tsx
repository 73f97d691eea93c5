import { Alert, Form, Input, Modal, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { FeeRatePeriod } from '../api/fee-rates-admin.api';
import { periodName, spanText } from './fee-rate.labels';

interface WithdrawFeeRateModalProps {
  period: FeeRatePeriod | null;
  saving: boolean;
  onWithdraw: (reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Asks once more, with the reason, before a period is taken out of the calculators. */
export function WithdrawFeeRateModal({ period, saving, onWithdraw, onClose }: WithdrawFeeRateModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!period) return;
    setMessage(null);
    form.resetFields();
  }, [form, period]);

  const submit = async ({ reason }: { reason: string }) => {
    setMessage(null);
    try {
      await onWithdraw(reason ?? '');
    } catch (error) {
      const overall = showServerFieldErrors(form, error, ['reason']);
      if (!form.getFieldError('reason').length) setMessage(overall);
    }
  };

  const title = period ? `「${periodName(period)}」（${spanText(period)}）を取り下げますか？` : '';
  return (
    <Modal
      open={period !== null}
      title={title}
      okText="取り下げる"
      cancelText="やめる"
      okButtonProps={{ danger: true }}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Typography.Paragraph>
        取り下げた期間は計算に使われなくなり、一覧には取り下げ済みとして残ります。元に戻すことはできませんので、必要なら正しい期間を追加し直してください。
      </Typography.Paragraph>
      {message ? <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} name="withdraw-fee-rate" layout="vertical" onFinish={(values) => void submit(values)} aria-label="期間の取り下げ">
        <Form.Item label="取り下げの理由" name="reason" rules={[{ required: true, whitespace: true, message: '取り下げの理由を入力してください。' }]}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
