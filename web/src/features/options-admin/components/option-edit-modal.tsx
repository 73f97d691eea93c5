import { Alert, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useEffect, useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { ServiceOption, ServiceOptionInput } from '../api/options-admin.api';

interface OptionFormValues {
  name: string;
  description: string;
  price: number | null;
  active: boolean;
}

const FIELDS = ['name', 'description', 'price', 'active'] as const;

interface OptionEditModalProps {
  option: ServiceOption | null;
  saving: boolean;
  onSave: (body: ServiceOptionInput) => Promise<unknown>;
  onClose: () => void;
}

/** A paid service's name, description, price (yen, tax included) and whether sellers are offered it. */
export function OptionEditModal({ option, saving, onSave, onClose }: OptionEditModalProps) {
  const [form] = Form.useForm<OptionFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!option) return;
    setProblem(null);
    form.resetFields();
    form.setFieldsValue({ name: option.name, description: option.description, price: option.price, active: option.active });
  }, [form, option]);

  const submit = async (values: OptionFormValues) => {
    setProblem(null);
    try {
      await onSave({ name: values.name ?? '', description: values.description ?? '', price: values.price as number, active: values.active });
    } catch (error) {
      setProblem(showServerFieldErrors(form, error, FIELDS));
    }
  };

  return (
    <Modal open={option !== null} title="オプションの編集" okText="保存する" cancelText="やめる" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} name="option-edit" layout="vertical" onFinish={(values) => void submit(values)} aria-label="オプションの編集">
        <Form.Item label="サービス名" name="name">
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item label="説明" name="description">
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
        <Form.Item label="料金（円・税込）" name="price">
          <InputNumber min={0} step={1000} style={{ width: 200 }} formatter={(value) => (value === undefined || value === null ? '' : Number(value).toLocaleString('ja-JP'))} parser={(value) => Number((value ?? '').replace(/[^\d]/g, '')) as unknown as 0} />
        </Form.Item>
        <Form.Item label="売主に提供する" name="active" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
