import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Col, Form, Input, InputNumber, Row, Select, Space } from 'antd';
import { useState } from 'react';

export interface PrefectureChoice {
  id: number;
  name: string;
  cities: readonly { name: string }[];
}

export interface FoundAddress {
  prefecture_id: number;
  city: string;
  /** The block (町域) of the zip code. */
  address: string;
}

interface BasicFieldsProps {
  prefectures: readonly PrefectureChoice[];
  grounds: readonly { id: number; name: string }[];
  lookupZipcode: (zipcode: string) => Promise<FoundAddress>;
}

const digits = (count: number) => ({
  pattern: new RegExp(`^\\d{${count}}$`),
  message: `半角数字${count}桁で入力してください。`,
});

export function BasicFields({ prefectures, grounds, lookupZipcode }: BasicFieldsProps) {
  const form = Form.useFormInstance();
  const prefectureId = Form.useWatch<number | null | undefined>('prefecture_id', form);
  const [looking, setLooking] = useState(false);
  const cities = prefectures.find((prefecture) => prefecture.id === prefectureId)?.cities ?? [];

  const lookUp = async () => {
    try {
      await form.validateFields(['zipcode1', 'zipcode2']);
    } catch {
      return;
    }
    const zipcode = `${String(form.getFieldValue('zipcode1') ?? '')}${String(form.getFieldValue('zipcode2') ?? '')}`;
    setLooking(true);
    try {
      const found = await lookupZipcode(zipcode);
      form.setFieldsValue({ prefecture_id: found.prefecture_id, city: found.city, block: found.address });
      form.setFields([{ name: 'zipcode1', errors: [] }]);
    } catch (error) {
      form.setFields([{ name: 'zipcode1', errors: [error instanceof Error ? error.message : String(error)] }]);
    } finally {
      setLooking(false);
    }
  };

  return (
    <>
      <Form.Item label="物件名" name="name" rules={[{ max: 100, message: '物件名は100文字以内で入力してください。' }]} extra="例：松本市郊外の古民家と畑">
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item label="郵便番号" required={false}>
        <Space wrap>
          <Space.Compact>
            <Form.Item name="zipcode1" noStyle rules={[digits(3)]}>
              <Input prefix="〒" aria-label="郵便番号（前半3桁）" placeholder="390" inputMode="numeric" maxLength={3} style={{ width: 100 }} />
            </Form.Item>
            <Form.Item name="zipcode2" noStyle rules={[digits(4)]}>
              <Input aria-label="郵便番号（後半4桁）" placeholder="0811" inputMode="numeric" maxLength={4} style={{ width: 100 }} />
            </Form.Item>
          </Space.Compact>
          <Button icon={<SearchOutlined />} loading={looking} onClick={() => void lookUp()}>
            住所を検索
          </Button>
        </Space>
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={10}>
          <Form.Item label="都道府県" name="prefecture_id">
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder="選択してください"
              options={prefectures.map((prefecture) => ({ value: prefecture.id, label: prefecture.name }))}
              onChange={() => form.setFieldValue('city', '')}
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={14}>
          <Form.Item label="市区町村" name="city">
            <AutoComplete
              options={cities.map((city) => ({ value: city.name }))}
              showSearch={{ filterOption: (input, option) => String(option?.value ?? '').includes(input) }}
              placeholder="例：松本市"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="町名・番地" name="block">
        <Input maxLength={200} placeholder="例：中央1-2-3" />
      </Form.Item>
      <Form.Item label="番地以降・建物名" name="address" extra="買主様には、掲載時には市区町村までが表示されます。">
        <Input maxLength={200} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="土地面積" name="area">
            <InputNumber min={0.01} step={0.01} precision={2} suffix="㎡" style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="地目" name="ground_id">
            <Select allowClear placeholder="選択してください" options={grounds.map((ground) => ({ value: ground.id, label: ground.name }))} />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
