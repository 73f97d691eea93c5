import { ClearOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useEffect } from 'react';
import type { UserListFilter } from '../api/users-admin.api';
import { CLASS_LABELS, IDENTIFICATION_STATUSES } from '../lib/user-labels';

export interface PrefectureOption {
  value: number;
  label: string;
}

interface UserFilterFormProps {
  filter: UserListFilter;
  prefectures: readonly PrefectureOption[];
  onSearch: (filter: UserListFilter) => void;
}

const classOptions = Object.entries(CLASS_LABELS).map(([value, label]) => ({ value: Number(value), label }));
const statusOptions = Object.entries(IDENTIFICATION_STATUSES).map(([value, { label }]) => ({
  value: Number(value),
  label,
}));

/** antd gives `undefined` for a cleared select and keeps untouched text as ''; both mean "any". */
function clean(values: UserListFilter): UserListFilter {
  const filter: UserListFilter = {};
  for (const [key, value] of Object.entries(values) as [keyof UserListFilter, unknown][]) {
    if (value === undefined || value === null || value === '') continue;
    Object.assign(filter, { [key]: typeof value === 'string' ? value.trim() : value });
  }
  return filter;
}

export function UserFilterForm({ filter, prefectures, onSearch }: UserFilterFormProps) {
  const [form] = Form.useForm<UserListFilter>();
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(filter);
  }, [form, filter]);

  const reset = () => {
    form.resetFields();
    onSearch({});
  };

  return (
    <Form<UserListFilter>
      form={form}
      layout="vertical"
      role="search"
      aria-label="会員の絞り込み"
      onFinish={(values) => onSearch(clean(values))}
    >
      <Row gutter={16}>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="氏名" name="name">
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="ニックネーム" name="nickname">
            <Input allowClear />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="メールアドレス" name="email">
            <Input allowClear inputMode="email" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="会員種別" name="class">
            <Select allowClear placeholder="すべて" options={classOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="本人確認" name="identification_verify_status">
            <Select allowClear placeholder="すべて" options={statusOptions} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12} lg={8}>
          <Form.Item label="都道府県" name="prefecture_id">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="すべて"
              options={[...prefectures]}
            />
          </Form.Item>
        </Col>
      </Row>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          検索する
        </Button>
        <Button icon={<ClearOutlined />} onClick={reset}>
          条件をクリア
        </Button>
      </Space>
    </Form>
  );
}
