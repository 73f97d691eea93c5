import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Checkbox, Form, Input, InputNumber, Modal, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { NewFeeRatePeriod, StampDutyBracket, TransferConditions } from '../api/fee-rates-admin.api';
import { CALCULATOR_LABELS } from './fee-rate.labels';

type Calculator = NewFeeRatePeriod['calculator'];

interface BracketRow {
  min?: number | null;
  max?: number | null;
  label?: string;
  fee?: number | null;
}

interface PeriodForm {
  from?: string;
  to?: string;
  legal_basis?: string;
  unconfirmed?: boolean;
  notes?: string;
  kind?: 'standard' | 'reduced';
  brackets?: BracketRow[];
  rule?: string;
  per_mille?: number | null;
  condition_kind?: TransferConditions['kind'];
  condition_cause?: TransferConditions['cause'];
  condition_buyer?: TransferConditions['buyer'];
  condition_residential?: 'yes' | 'no';
}

interface AddFeeRateModalProps {
  calculator: Calculator | null;
  saving: boolean;
  onSave: (input: NewFeeRatePeriod) => Promise<unknown>;
  onClose: () => void;
}

const PLACED = ['from', 'to', 'legal_basis', 'notes', 'kind', 'rule', 'per_mille'];
const DATE_HELP = 'YYYY-MM-DD の形で入力してください。空欄はその側に期限がないことを表します。';

function toInput(calculator: Calculator, values: PeriodForm): NewFeeRatePeriod {
  const common = {
    from: values.from?.trim() || null,
    to: values.to?.trim() || null,
    legal_basis: values.legal_basis ?? '',
    confirmed: !values.unconfirmed,
    notes: (values.notes ?? '').split('\n').filter((note) => note.trim() !== ''),
  };
  if (calculator === 'stamp_duty') {
    const brackets: StampDutyBracket[] = (values.brackets ?? []).map((row) => ({
      min: row.min ?? Number.NaN,
      max: row.max ?? null,
      label: row.label ?? '',
      fee: row.fee ?? Number.NaN,
    }));
    return { calculator, period: { ...common, kind: values.kind ?? 'reduced', brackets } };
  }
  const applies_to: TransferConditions = {};
  if (values.condition_kind) applies_to.kind = values.condition_kind;
  if (values.condition_cause) applies_to.cause = values.condition_cause;
  if (values.condition_buyer) applies_to.buyer = values.condition_buyer;
  if (values.condition_residential) applies_to.residential = values.condition_residential === 'yes';
  return { calculator, period: { ...common, rule: values.rule ?? '', applies_to, per_mille: values.per_mille ?? Number.NaN } };
}

/** A new period for one calculator; the server's field messages show under the fields. */
export function AddFeeRateModal({ calculator, saving, onSave, onClose }: AddFeeRateModalProps) {
  const [form] = Form.useForm<PeriodForm>();
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    if (!calculator) return;
    setMessage(null);
    form.resetFields();
  }, [form, calculator]);

  const submit = async (values: PeriodForm) => {
    if (!calculator) return;
    setMessage(null);
    try {
      await onSave(toInput(calculator, values));
    } catch (error) {
      const overall = showServerFieldErrors(form, error, PLACED);
      setMessage(overall);
    }
  };

  const title = calculator ? `${CALCULATOR_LABELS[calculator]}の期間を追加` : '';
  return (
    <Modal open={calculator !== null} title={title} okText="追加する" cancelText="やめる" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} width={760} destroyOnHidden>
      <Typography.Paragraph type="secondary">
        法令が変わったときに、新しい期間を追加してください。同じ条件の期間と重なる期間は追加できません。登録した期間は書き換えられず、誤りは取り下げて追加し直します。
      </Typography.Paragraph>
      {message ? <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} /> : null}
      <Form<PeriodForm>
        form={form}
        name="add-fee-rate"
        layout="vertical"
        initialValues={{ kind: 'reduced', brackets: [{}] }}
        onFinish={(values) => void submit(values)}
        aria-label={title}
      >
        {calculator === 'registration_tax' ? (
          <>
            <Form.Item label="規則の名前" name="rule">
              <Input maxLength={50} placeholder="例: 土地の売買の軽減税率" />
            </Form.Item>
            <Form.Item label="税率（‰）" name="per_mille" extra="千分率で入力してください（15 は 1.5%）。">
              <InputNumber min={1} max={1000} precision={0} style={{ width: 160 }} />
            </Form.Item>
            <Typography.Text strong>適用条件（指定しない条件はすべてに当てはまります）</Typography.Text>
            <Space wrap style={{ marginTop: 8 }}>
              <Form.Item label="土地・建物" name="condition_kind">
                <Select allowClear style={{ width: 140 }} options={[{ value: 'land', label: '土地' }, { value: 'building', label: '建物' }]} />
              </Form.Item>
              <Form.Item label="原因" name="condition_cause">
                <Select allowClear style={{ width: 140 }} options={[{ value: 'sale', label: '売買' }, { value: 'gift', label: '贈与' }]} />
              </Form.Item>
              <Form.Item label="買主" name="condition_buyer">
                <Select allowClear style={{ width: 140 }} options={[{ value: 'person', label: '個人' }, { value: 'company', label: '法人' }]} />
              </Form.Item>
              <Form.Item label="住宅用家屋" name="condition_residential">
                <Select allowClear style={{ width: 160 }} options={[{ value: 'yes', label: '住宅用家屋' }, { value: 'no', label: '住宅用家屋以外' }]} />
              </Form.Item>
            </Space>
          </>
        ) : (
          <>
            <Form.Item label="区分" name="kind">
              <Select style={{ width: 200 }} options={[{ value: 'standard', label: '本則' }, { value: 'reduced', label: '軽減税率' }]} />
            </Form.Item>
            <Typography.Text strong>税額の区分（金額の小さい順に、前の区分の上限の次の金額から）</Typography.Text>
            <Form.List name="brackets">
              {(fields, { add, remove }) => (
                <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
                  {fields.map((field, index) => (
                    <Space key={field.key} align="baseline" wrap>
                      <Form.Item name={[field.name, 'min']} label={`${index + 1}行目の下限（円）`}>
                        <InputNumber min={0} precision={0} style={{ width: 150 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'max']} label="上限（円、空欄は上限なし）">
                        <InputNumber min={0} precision={0} style={{ width: 150 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'label']} label="契約金額の表記">
                        <Input maxLength={50} style={{ width: 200 }} />
                      </Form.Item>
                      <Form.Item name={[field.name, 'fee']} label="税額（円）">
                        <InputNumber min={0} precision={0} style={{ width: 120 }} />
                      </Form.Item>
                      <Button type="text" icon={<MinusCircleOutlined />} aria-label={`${index + 1}行目を削除`} onClick={() => remove(field.name)} />
                    </Space>
                  ))}
                  <Button icon={<PlusOutlined />} onClick={() => add({})}>
                    区分を追加
                  </Button>
                </Space>
              )}
            </Form.List>
          </>
        )}
        <Space wrap style={{ marginTop: 16 }}>
          <Form.Item label="開始日" name="from" extra={DATE_HELP}>
            <Input placeholder="2029-04-01" style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="終了日" name="to">
            <Input placeholder="2032-03-31" style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item label="法令の根拠" name="legal_basis">
          <Input maxLength={200} placeholder="例: 租税特別措置法 第72条 第1項" />
        </Form.Item>
        <Form.Item name="unconfirmed" valuePropName="checked">
          <Checkbox>未確認（報道などによるもので、公的な情報でまだ確認していません）</Checkbox>
        </Form.Item>
        <Form.Item label="補足（1行に1件。計算結果に表示されます）" name="notes">
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
