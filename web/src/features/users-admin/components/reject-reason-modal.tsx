import { Alert, Form, Input, Modal } from 'antd';

interface RejectReasonModalProps {
  open: boolean;
  submitting: boolean;
  error: string | null;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}

/** Sending back needs a reason: the member reads it to know what to resubmit. */
export function RejectReasonModal({ open, submitting, error, onSubmit, onCancel }: RejectReasonModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open={open}
      title="本人確認書類を差し戻す"
      okText="差し戻す"
      cancelText="キャンセル"
      okButtonProps={{ danger: true, loading: submitting }}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={({ reason }) => onSubmit(reason.trim())} disabled={submitting}>
        {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
        <Form.Item
          label="差し戻しの理由"
          name="reason"
          extra="会員に表示されます。再提出に必要なことを具体的にお書きください。"
          rules={[{ required: true, whitespace: true, message: '差し戻しの理由を入力してください。' }]}
        >
          <Input.TextArea rows={4} maxLength={1000} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
