import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';

interface MasterNameModalProps {
  open: boolean;
  title: string;
  label: string;
  initialName: string;
  saving: boolean;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}

/** One name to enter, for creating or renaming; the server's field message shows under it. */
export function MasterNameModal({ open, title, label, initialName, saving, onSave, onClose }: MasterNameModalProps) {
  const [form] = Form.useForm<{ name: string }>();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setMessage(null);
    form.resetFields();
    form.setFieldsValue({ name: initialName });
  }, [form, open, initialName]);

  const submit = async ({ name }: { name: string }) => {
    setMessage(null);
    try {
      await onSave(name ?? '');
    } catch (error) {
      const overall = showServerFieldErrors(form, error, ['name']);
      if (!form.getFieldError('name').length) setMessage(overall);
    }
  };

  return (
    <Modal open={open} title={title} okText="保存する" cancelText="やめる" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      {message ? <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} name="master-item-name" layout="vertical" onFinish={(values) => void submit(values)} aria-label={title}>
        <Form.Item label={label} name="name">
          <Input maxLength={60} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
