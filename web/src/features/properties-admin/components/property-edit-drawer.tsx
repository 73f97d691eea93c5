import { Alert, Button, Drawer, Form, Input, InputNumber, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { AdminPropertyChanges, AdminPropertyRow } from '../api/properties-admin.api';
import { statusOptions } from './property-status';

interface PropertyEditDrawerProps {
  property: AdminPropertyRow | null;
  prefectures: ReadonlyArray<{ value: number; label: string }>;
  saving: boolean;
  onSave: (changes: AdminPropertyChanges) => Promise<unknown>;
  onClose: () => void;
}

interface Values {
  name: string | null;
  prefecture_id: number | null;
  city: string | null;
  sale_price: number | null;
  status_id: number;
}

const FIELDS = ['name', 'prefecture_id', 'city', 'sale_price', 'status_id'] as const;

/** Only what the admin changed is sent, so a listing whose other fields are locked still changes status. */
function changed(values: Values, row: AdminPropertyRow): AdminPropertyChanges {
  const changes: AdminPropertyChanges = {};
  for (const field of FIELDS) {
    const value = values[field] === undefined || values[field] === '' ? null : values[field];
    if (value !== row[field]) Object.assign(changes, { [field]: value });
  }
  return changes;
}

export function PropertyEditDrawer({ property, prefectures, saving, onSave, onClose }: PropertyEditDrawerProps) {
  const [form] = Form.useForm<Values>();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    setMessage(null);
    form.resetFields();
    if (property) {
      form.setFieldsValue({ name: property.name, prefecture_id: property.prefecture_id, city: property.city, sale_price: property.sale_price, status_id: property.status_id });
    }
  }, [form, property]);

  const submit = async (values: Values) => {
    if (!property) return;
    setMessage(null);
    try {
      await onSave(changed(values, property));
    } catch (error) {
      setMessage(showServerFieldErrors(form, error, FIELDS));
    }
  };

  return (
    <Drawer open={property !== null} onClose={onClose} title="物件の編集" size="large" destroyOnHidden>
      {message ? <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} /> : null}
      <Form<Values> form={form} name="admin-property-edit" layout="vertical" onFinish={(values) => void submit(values)} aria-label="物件の編集">
        <Form.Item label="物件名" name="name">
          <Input />
        </Form.Item>
        <Form.Item label="都道府県" name="prefecture_id">
          <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={[...prefectures]} />
        </Form.Item>
        <Form.Item label="市区町村" name="city">
          <Input />
        </Form.Item>
        <Form.Item label="希望売却価格（円、-1 で不明）" name="sale_price">
          <InputNumber<number> min={-1} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item label="状態" name="status_id">
          <Select options={statusOptions} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            保存する
          </Button>
          <Button onClick={onClose}>閉じる</Button>
        </Space>
      </Form>
    </Drawer>
  );
}
