import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, App, Button, Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { useState } from 'react';
import type { ContractTerms, TermsChange } from '../api/contracts.api';
import { placeFieldErrors } from '../lib/place-field-errors';
import styles from './contracts.module.css';

export const VOID_WARNING = '保存すると、すでに行われた買主・売主の同意はどちらも取り消され、もう一度同意が必要になります。';

const TERM_FIELDS = [
  'price',
  'deposit_amount',
  'deposit_deadline',
  'payment_schedule',
  'delivery_date',
  'non_conformity_period',
  'area_basis',
  'survey_price_per_sqm',
  'farmland_permission_condition',
  'items_left',
  'items_left_list',
  'boundary_memorandum',
  'other_special_terms',
  'tax_reckoning_date',
  'annual_fixed_asset_tax',
] as const satisfies ReadonlyArray<keyof ContractTerms>;

const NON_CONFORMITY = [
  { value: 'excluded', label: '負わない（免責）' },
  { value: 'three_months', label: '引渡しから3か月' },
  { value: 'six_months', label: '引渡しから6か月' },
  { value: 'one_year', label: '知った時から1年以内に通知（民法566条）' },
];
const ITEMS_LEFT = [
  { value: 'seller_removes', label: '売主が引渡しまでに撤去する' },
  { value: 'as_is', label: '現状のまま引き渡す' },
  { value: 'itemised', label: '別記の一覧のとおり' },
];

/** Empty inputs are sent as null, so a cleared date or amount is cleared on the contract too. */
function blankToNull<T>(value: T): T | null {
  return value === undefined || value === '' ? null : value;
}

function changedTerms(values: ContractTerms, initial: ContractTerms): TermsChange {
  const change: Record<string, unknown> = {};
  for (const field of TERM_FIELDS) {
    const value = field === 'payment_schedule' ? (values.payment_schedule ?? []) : blankToNull(values[field]);
    if (JSON.stringify(value) !== JSON.stringify(initial[field])) change[field] = value;
  }
  return change as TermsChange;
}

interface ContractTermsFormProps {
  terms: ContractTerms;
  /** An agreement has been given: saving voids it, so the member is warned first. */
  agreed: boolean;
  onSave: (change: TermsChange) => Promise<unknown>;
}

/** The terms both members fill in on the neutral template; the product suggests none of them. */
export function ContractTermsForm({ terms, agreed, onSave }: ContractTermsFormProps) {
  const [form] = Form.useForm<ContractTerms>();
  const { modal, message } = App.useApp();
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const areaBasis = Form.useWatch('area_basis', form);
  const itemsLeft = Form.useWatch('items_left', form);

  const save = async (change: TermsChange) => {
    setSaving(true);
    setError(null);
    try {
      await onSave(change);
      void message.success('契約の条件を保存しました。');
    } catch (failure) {
      setError(placeFieldErrors(form, failure, TERM_FIELDS));
    } finally {
      setSaving(false);
    }
  };

  const submit = (values: ContractTerms) => {
    const change = changedTerms(values, terms);
    if (Object.keys(change).length === 0) {
      void message.info('変更された項目はありません。');
      return;
    }
    if (agreed) {
      modal.confirm({ title: '同意が取り消されます', content: VOID_WARNING, okText: '保存する', cancelText: 'キャンセル', onOk: () => save(change) });
      return;
    }
    void save(change);
  };

  return (
    <Form form={form} layout="vertical" initialValues={terms} onFinish={submit} aria-label="契約の条件">
      {agreed ? <Alert type="warning" showIcon title={VOID_WARNING} className={styles.section} /> : null}
      {error ? <Alert type="error" showIcon title={error} className={styles.section} /> : null}
      <Form.Item name="price" label="売買代金（円）">
        <InputNumber min={0} step={10000} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="deposit_amount" label="手付金（円・解約手付）">
        <InputNumber min={0} step={10000} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="deposit_deadline" label="手付解除の期限">
        <Input type="date" />
      </Form.Item>
      <Form.Item label="支払予定（中間金・残代金）">
        <Form.List name="payment_schedule">
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <div key={field.key} className={styles.scheduleRow}>
                  <Form.Item name={[field.name, 'label']}>
                    <Input placeholder="名目（残代金など）" aria-label="名目" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'amount']}>
                    <InputNumber min={0} step={10000} placeholder="金額（円）" aria-label="金額（円）" />
                  </Form.Item>
                  <Form.Item name={[field.name, 'due_date']}>
                    <Input type="date" aria-label="支払日" />
                  </Form.Item>
                  <Button type="text" icon={<MinusCircleOutlined />} aria-label="この支払いを削除" onClick={() => remove(field.name)} />
                </div>
              ))}
              <Form.ErrorList errors={errors} />
              <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({ label: '残代金', amount: 0, due_date: '' })} disabled={fields.length >= 12}>
                支払いを追加
              </Button>
            </>
          )}
        </Form.List>
      </Form.Item>
      <Form.Item name="delivery_date" label="引渡日">
        <Input type="date" />
      </Form.Item>
      <Form.Item name="non_conformity_period" label="契約不適合責任">
        <Select options={NON_CONFORMITY} />
      </Form.Item>
      <Form.Item name="area_basis" label="面積の基準">
        <Radio.Group
          options={[
            { value: 'registry', label: '公簿売買' },
            { value: 'survey', label: '実測売買' },
          ]}
        />
      </Form.Item>
      {areaBasis === 'survey' ? (
        <Form.Item name="survey_price_per_sqm" label="1㎡あたりの精算単価（円）">
          <InputNumber min={0} style={{ width: '100%' }} />
        </Form.Item>
      ) : null}
      <Form.Item name="items_left" label="残置物">
        <Select options={ITEMS_LEFT} />
      </Form.Item>
      {itemsLeft === 'itemised' ? (
        <Form.Item name="items_left_list" label="残置物の一覧">
          <Input.TextArea rows={3} maxLength={2000} />
        </Form.Item>
      ) : null}
      <Form.Item name="farmland_permission_condition" valuePropName="checked">
        <Checkbox>農地法の許可（届出）を条件とする特約</Checkbox>
      </Form.Item>
      <Form.Item name="boundary_memorandum" valuePropName="checked">
        <Checkbox>越境の覚書を取り交わす特約</Checkbox>
      </Form.Item>
      <Form.Item name="other_special_terms" label="その他の特約">
        <Input.TextArea rows={4} maxLength={2000} showCount />
      </Form.Item>
      <Form.Item name="tax_reckoning_date" label="固定資産税の起算日">
        <Select
          options={[
            { value: 'january_1', label: '1月1日' },
            { value: 'april_1', label: '4月1日' },
          ]}
        />
      </Form.Item>
      <Form.Item name="annual_fixed_asset_tax" label="固定資産税・都市計画税の年額（円）">
        <InputNumber min={0} style={{ width: '100%' }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        条件を保存する
      </Button>
    </Form>
  );
}
