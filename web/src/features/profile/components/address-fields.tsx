import { SearchOutlined } from '@ant-design/icons';
import { AutoComplete, Button, Col, Form, Input, Row, Select, Space } from 'antd';
import { useState } from 'react';
import { ZIPCODE_MESSAGE, normalizeZipcode } from '../lib/profile-rules';

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

interface AddressFieldsProps {
  prefectures: readonly PrefectureChoice[];
  lookupZipcode: (zipcode: string) => Promise<FoundAddress>;
}

export function AddressFields({ prefectures, lookupZipcode }: AddressFieldsProps) {
  const form = Form.useFormInstance();
  const prefectureId = Form.useWatch<number | undefined>('prefecture_id', form);
  const [looking, setLooking] = useState(false);
  const cities = prefectures.find((prefecture) => prefecture.id === prefectureId)?.cities ?? [];

  const lookUp = async () => {
    try {
      await form.validateFields(['zipcode']);
    } catch {
      return;
    }
    setLooking(true);
    try {
      const found = await lookupZipcode(normalizeZipcode(form.getFieldValue('zipcode') as string));
      form.setFieldsValue({ prefecture_id: found.prefecture_id, city: found.city, block: found.address });
      form.setFields([{ name: 'zipcode', errors: [] }]);
    } catch (error) {
      form.setFields([{ name: 'zipcode', errors: [error instanceof Error ? error.message : String(error)] }]);
    } finally {
      setLooking(false);
    }
  };

  return (
    <>
      <Form.Item label="郵便番号" htmlFor="profile_zipcode">
        <Space.Compact>
          <Form.Item
            name="zipcode"
            noStyle
            rules={[
              {
                validator: (_rule, value: string | undefined) =>
                  !value || /^\d{7}$/.test(normalizeZipcode(value))
                    ? Promise.resolve()
                    : Promise.reject(new Error(ZIPCODE_MESSAGE)),
              },
            ]}
          >
            <Input prefix="〒" placeholder="1234567" inputMode="numeric" maxLength={8} style={{ width: 160 }}/>
          </Form.Item>
          <Button icon={<SearchOutlined />} loading={looking} onClick={() => void lookUp()}>
            住所を検索
          </Button>
        </Space.Compact>
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
              showSearch={{
                filterOption: (input, option) => String(option?.value ?? '').includes(input),
              }}
              placeholder="例：松本市"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="町域・番地" name="block">
        <Input placeholder="例：中央1-2-3" />
      </Form.Item>
      <Form.Item label="建物名・部屋番号" name="building_name">
        <Input placeholder="例：いえとちマンション101号室" />
      </Form.Item>
    </>
  );
}
