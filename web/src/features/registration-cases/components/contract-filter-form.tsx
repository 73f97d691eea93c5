import { Button, Form, Input, Select, Space } from 'antd';
import { useEffect } from 'react';
import type { ContractFilterInput } from '../api/registration-cases.api';

const CONTRACT_STATUS_OPTIONS = [
  { value: 1, label: '作成依頼中' },
  { value: 2, label: '作成中' },
  { value: 3, label: '買主同意済み' },
  { value: 4, label: '双方同意済み' },
  { value: 5, label: 'お支払い待ち' },
  { value: 6, label: '売主手続中' },
  { value: 7, label: '締結済み' },
  { value: 8, label: '中止' },
];

interface FilterValues {
  status_id?: number[];
  payment?: 'paid' | 'unpaid';
  payment_method?: 'card' | 'bank_transfer';
  date_from?: string;
  date_to?: string;
  member_id?: string;
  keyword?: string;
  scope?: 'mine' | 'assignable' | 'all';
}

interface ContractFilterFormProps {
  /** Lawyers choose between their own cases and the ones they may take. */
  withScope?: boolean;
  /** The conditions already in force (from the address); the form shows them. */
  filter?: ContractFilterInput;
  onSearch: (filter: ContractFilterInput) => void;
}

function formValues(filter: ContractFilterInput): FilterValues {
  const statuses = filter.status_id === undefined ? undefined : Array.isArray(filter.status_id) ? filter.status_id : [filter.status_id];
  return {
    status_id: statuses,
    payment: typeof filter.did_pay_management_fee === 'boolean' ? (filter.did_pay_management_fee ? 'paid' : 'unpaid') : undefined,
    payment_method: filter.payment_method ?? undefined,
    date_from: filter.date_from ?? undefined,
    date_to: filter.date_to ?? undefined,
    member_id: filter.member_id ?? undefined,
    keyword: filter.keyword ?? undefined,
    scope: filter.scope,
  };
}

export function ContractFilterForm({ withScope = false, filter: current, onSearch }: ContractFilterFormProps) {
  const [form] = Form.useForm<FilterValues>();
  useEffect(() => {
    if (!current) return;
    form.resetFields();
    form.setFieldsValue(formValues(current));
  }, [form, current]);
  const submit = (values: FilterValues) => {
    const filter: ContractFilterInput = {};
    if (values.status_id?.length) filter.status_id = values.status_id;
    if (values.payment) filter.did_pay_management_fee = values.payment === 'paid';
    if (values.payment_method) filter.payment_method = values.payment_method;
    if (values.date_from) filter.date_from = values.date_from;
    if (values.date_to) filter.date_to = values.date_to;
    if (values.member_id?.trim()) filter.member_id = values.member_id.trim();
    if (values.keyword?.trim()) filter.keyword = values.keyword.trim();
    if (withScope && values.scope) filter.scope = values.scope;
    onSearch(filter);
  };
  return (
    <Form form={form} layout="inline" onFinish={submit} aria-label="契約の絞り込み">
      <Space wrap>
        {withScope ? (
          <Form.Item name="scope" label="表示">
            <Select
              style={{ width: 180 }}
              allowClear
              placeholder="担当分と依頼可能"
              options={[
                { value: 'mine', label: '担当分' },
                { value: 'assignable', label: '引き受け可能' },
                { value: 'all', label: 'すべて' },
              ]}
            />
          </Form.Item>
        ) : null}
        <Form.Item name="status_id" label="ステータス">
          <Select mode="multiple" style={{ minWidth: 200 }} allowClear placeholder="すべて" options={CONTRACT_STATUS_OPTIONS} />
        </Form.Item>
        <Form.Item name="payment" label="管理手数料">
          <Select
            style={{ width: 140 }}
            allowClear
            placeholder="すべて"
            options={[
              { value: 'paid', label: 'お支払済み' },
              { value: 'unpaid', label: '未払い' },
            ]}
          />
        </Form.Item>
        <Form.Item name="payment_method" label="支払い方法">
          <Select
            style={{ width: 140 }}
            allowClear
            placeholder="すべて"
            options={[
              { value: 'card', label: 'カード' },
              { value: 'bank_transfer', label: '銀行振込' },
            ]}
          />
        </Form.Item>
        <Form.Item name="date_from" label="依頼日（から）">
          <Input type="date" />
        </Form.Item>
        <Form.Item name="date_to" label="依頼日（まで）">
          <Input type="date" />
        </Form.Item>
        {withScope ? null : (
          <Form.Item name="member_id" label="会員ID">
            <Input style={{ width: 200 }} />
          </Form.Item>
        )}
        <Form.Item name="keyword" label="キーワード">
          <Input style={{ width: 160 }} placeholder="物件名・郵便番号" />
        </Form.Item>
        <Button type="primary" htmlType="submit">
          絞り込む
        </Button>
      </Space>
    </Form>
  );
}
