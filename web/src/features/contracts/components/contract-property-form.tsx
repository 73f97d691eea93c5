import { Alert, App, Button, Checkbox, Form, Input, InputNumber } from 'antd';
import { useState } from 'react';
import type { ContractProperty, PropertyChange } from '../api/contracts.api';
import { placeFieldErrors } from '../lib/place-field-errors';
import { VOID_WARNING } from './contract-terms-form';
import styles from './contracts.module.css';

const PROPERTY_FIELDS = [
  'land_location',
  'land_lot_number',
  'land_category',
  'land_area',
  'has_building',
  'building_location',
  'building_house_number',
  'building_kind',
  'building_structure',
  'building_floor_area',
  'current_use',
  'land_valuation',
  'building_valuation',
] as const satisfies ReadonlyArray<keyof ContractProperty>;

const TEXTS: ReadonlyArray<[keyof ContractProperty, string]> = [
  ['land_location', '土地 所在'],
  ['land_lot_number', '地番'],
  ['land_category', '地目'],
];
const BUILDING_TEXTS: ReadonlyArray<[keyof ContractProperty, string]> = [
  ['building_location', '建物 所在'],
  ['building_house_number', '家屋番号'],
  ['building_kind', '種類'],
  ['building_structure', '構造'],
];

interface ContractPropertyFormProps {
  property: ContractProperty;
  agreed: boolean;
  onSave: (change: PropertyChange) => Promise<unknown>;
}

/** The property exactly as its register entries state it (登記簿のとおり), and its use today. */
export function ContractPropertyForm({ property, agreed, onSave }: ContractPropertyFormProps) {
  const [form] = Form.useForm<ContractProperty>();
  const { modal, message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const hasBuilding = Form.useWatch('has_building', form) ?? property.has_building;

  const save = async (change: PropertyChange) => {
    setSaving(true);
    setError(null);
    try {
      await onSave(change);
      void message.success('物件の表示を保存しました。');
    } catch (failure) {
      setError(placeFieldErrors(form, failure, PROPERTY_FIELDS));
    } finally {
      setSaving(false);
    }
  };

  const submit = (values: ContractProperty) => {
    const change: Record<string, unknown> = {};
    for (const field of PROPERTY_FIELDS) {
      const raw = values[field];
      const value = raw === undefined || raw === '' ? null : raw;
      if (value !== property[field]) change[field] = value;
    }
    if (Object.keys(change).length === 0) {
      void message.info('変更された項目はありません。');
      return;
    }
    if (agreed) {
      modal.confirm({ title: '同意が取り消されます', content: VOID_WARNING, okText: '保存する', cancelText: 'キャンセル', onOk: () => save(change as PropertyChange) });
      return;
    }
    void save(change as PropertyChange);
  };

  return (
    <Form form={form} layout="vertical" initialValues={property} onFinish={submit} aria-label="物件の表示">
      {agreed ? <Alert type="warning" showIcon title={VOID_WARNING} className={styles.section} /> : null}
      {error ? <Alert type="error" showIcon title={error} className={styles.section} /> : null}
      {TEXTS.map(([name, label]) => (
        <Form.Item key={name} name={name} label={label}>
          <Input maxLength={200} />
        </Form.Item>
      ))}
      <Form.Item name="land_area" label="地積（㎡）">
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="land_valuation" label="土地の固定資産税評価額（円）">
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="has_building" valuePropName="checked">
        <Checkbox>建物がある</Checkbox>
      </Form.Item>
      {hasBuilding ? (
        <>
          {BUILDING_TEXTS.map(([name, label]) => (
            <Form.Item key={name} name={name} label={label}>
              <Input maxLength={200} />
            </Form.Item>
          ))}
          <Form.Item name="building_floor_area" label="床面積（㎡）">
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="building_valuation" label="建物の固定資産税評価額（円）">
            <InputNumber min={0} style={{ width: '100%' }} />
          </Form.Item>
        </>
      ) : null}
      <Form.Item name="current_use" label="現況">
        <Input maxLength={200} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        物件の表示を保存する
      </Button>
    </Form>
  );
}
