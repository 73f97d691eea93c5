import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useEffect } from 'react';
import type { AdminPropertyFilter } from '../api/properties-admin.api';
import { statusOptions } from './property-status';

interface PropertyFilterFormProps {
  filter: AdminPropertyFilter;
  prefectures: ReadonlyArray<{ value: number; label: string }>;
  onSearch: (filter: AdminPropertyFilter) => void;
}

const sortOptions = [
  { value: 'updated_desc', label: '更新の新しい順' },
  { value: 'updated_asc', label: '更新の古い順' },
  { value: 'registered_desc', label: '掲載日の新しい順' },
  { value: 'price_asc', label: '価格の安い順' },
  { value: 'price_desc', label: '価格の高い順' },
];

const yen = { formatter: (value: number | string | undefined) => (value === undefined || value === '' ? '' : Number(value).toLocaleString('ja-JP')), parser: (text: string | undefined) => Number((text ?? '').replace(/[^\d]/g, '')) };

export function PropertyFilterForm({ filter, prefectures, onSearch }: PropertyFilterFormProps) {
  const [form] = Form.useForm<AdminPropertyFilter>();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filter);
  }, [form, filter]);

  return (
    <Form<AdminPropertyFilter> form={form} name="admin-property-filter" layout="vertical" role="search" aria-label="物件の絞り込み" onFinish={(values) => onSearch(values)}>
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="物件名" name="name">
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="所有者（ニックネームまたは会員ID）" name="owner">
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="状態" name="status_id">
            <Select allowClear placeholder="削除済み以外すべて" options={statusOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="都道府県" name="prefecture_id">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="すべて" options={[...prefectures]} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <Form.Item label="価格（下限）" name="min_price">
            <InputNumber<number> min={0} style={{ width: '100%' }} suffix="円" {...yen} />
          </Form.Item>
        </Col>
        <Col xs={12} sm={6} lg={4}>
          <Form.Item label="価格（上限）" name="max_price">
            <InputNumber<number> min={0} style={{ width: '100%' }} suffix="円" {...yen} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="並び順" name="sort">
            <Select allowClear placeholder="更新の新しい順" options={sortOptions} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          検索する
        </Button>
        <Button
          icon={<ClearOutlined />}
          onClick={() => {
            form.resetFields();
            onSearch({});
          }}
        >
          条件をクリア
        </Button>
      </Space>
    </Form>
  );
}
