import { SearchOutlined } from '@ant-design/icons';
import { Button, Col, Form, Input, Radio, Row, Select, Space } from 'antd';
import { useMemo } from 'react';
import { readAmount, readConditions, readPrice, SEARCH_SORTS, SORT_LABELS } from '../lib/search-conditions';
import type { SearchConditions } from '../lib/search-conditions';
import type { SearchAreaOption } from './search-box';

export interface FilterOption {
  id: number;
  name: string;
  count?: number;
}

interface SearchFilterPanelProps {
  value: SearchConditions;
  areas: readonly SearchAreaOption[];
  citiesFor: (prefectureId: number) => readonly string[];
  grounds: readonly FilterOption[];
  hashtags: readonly FilterOption[];
  onSearch: (conditions: SearchConditions) => void;
}

interface FilterValues {
  key_word?: string;
  area_id?: number;
  prefecture_id?: number;
  city?: string;
  min_price?: string;
  max_price?: string;
  min_landarea?: string;
  max_landarea?: string;
  ground_id?: number;
  hashtag_id?: number;
  is_building: '' | '0' | '1';
  sort: string;
}

const AMOUNT_MESSAGE = '数字で入力してください（例：1,000,000）';

const amountRule = {
  validator: (_rule: unknown, value: string | undefined) =>
    !value || value.trim() === '' || readAmount(value) !== undefined ? Promise.resolve() : Promise.reject(new Error(AMOUNT_MESSAGE)),
};

const PRICE_MESSAGE = '金額を読み取れませんでした。「500万」「1,200万円」のように入力してください。';

/** A price the form cannot read is said so next to its box, and the search waits for it. */
const priceRule = {
  validator: (_rule: unknown, value: string | undefined) =>
    !value || value.trim() === '' || readPrice(value) !== undefined ? Promise.resolve() : Promise.reject(new Error(PRICE_MESSAGE)),
};

const grouped = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 2 });

function toValues(conditions: SearchConditions): FilterValues {
  const amount = (value: number | undefined) => (value === undefined ? undefined : grouped.format(value));
  return {
    key_word: conditions.key_word,
    area_id: conditions.area_id,
    prefecture_id: conditions.prefecture_id,
    city: conditions.city,
    min_price: amount(conditions.min_price),
    max_price: amount(conditions.max_price),
    min_landarea: amount(conditions.min_landarea),
    max_landarea: amount(conditions.max_landarea),
    ground_id: conditions.ground_id,
    hashtag_id: conditions.hashtag_id,
    is_building: conditions.is_building === undefined ? '' : conditions.is_building === 1 ? '1' : '0',
    sort: conditions.sort ?? 'newest',
  };
}

const withCount = (option: FilterOption) => ({
  value: option.id,
  label: option.count === undefined ? option.name : `${option.name}（${option.count}件）`,
});

/** The search conditions, filled from the address bar; amounts may be typed with commas, prices as 500万 or 1.5億. */
export function SearchFilterPanel({ value, areas, citiesFor, grounds, hashtags, onSearch }: SearchFilterPanelProps) {
  const [form] = Form.useForm<FilterValues>();
  const areaId = Form.useWatch('area_id', form);
  const prefectureId = Form.useWatch('prefecture_id', form);

  const areaOptions = useMemo(() => areas.map((area) => ({ value: area.id, label: area.name })), [areas]);
  const prefectureOptions = useMemo(() => {
    const source = areaId === undefined || areaId === null ? areas : areas.filter((area) => area.id === areaId);
    return source.flatMap((area) => area.prefectures.map((p) => ({ value: p.prefecture_id, label: p.name })));
  }, [areas, areaId]);
  const cityOptions = useMemo(
    () => (prefectureId ? citiesFor(prefectureId).map((city) => ({ value: city, label: city })) : []),
    [citiesFor, prefectureId],
  );

  const changeArea = (next: number | undefined) => {
    const current = form.getFieldValue('prefecture_id') as number | undefined;
    const inside = next === undefined || areas.some((area) => area.id === next && area.prefectures.some((p) => p.prefecture_id === current));
    if (!inside) form.setFieldsValue({ prefecture_id: undefined, city: undefined });
  };

  const submit = (values: FilterValues) => onSearch(readConditions({ ...values }));

  const clear = () => {
    form.setFieldsValue(toValues({}));
    onSearch({});
  };

  return (
    <Form<FilterValues>
      form={form}
      layout="vertical"
      initialValues={toValues(value)}
      onFinish={submit}
      aria-label="検索条件"
      role="search"
    >
      <Form.Item name="key_word" label="キーワード">
        <Input allowClear placeholder="例：古民家、畑付き、海が見える" />
      </Form.Item>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="area_id" label="エリア">
            <Select<number> allowClear options={areaOptions} placeholder="すべて" onChange={changeArea} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="prefecture_id" label="都道府県">
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={prefectureOptions}
              placeholder="すべて"
              onChange={() => form.setFieldsValue({ city: undefined })}
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="city" label="市区町村">
        <Select<string>
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          options={cityOptions}
          disabled={!prefectureId}
          placeholder={prefectureId ? 'すべて' : '都道府県を選ぶと選べます'}
        />
      </Form.Item>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="min_price" label="価格（下限・円）" rules={[priceRule]}>
            <Input allowClear placeholder="例：500万" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="max_price" label="価格（上限・円）" rules={[priceRule]}>
            <Input allowClear placeholder="例：1,500万" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col span={12}>
          <Form.Item name="min_landarea" label="土地面積（下限・㎡）" rules={[amountRule]}>
            <Input inputMode="decimal" allowClear placeholder="例：100" />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.Item name="max_landarea" label="土地面積（上限・㎡）" rules={[amountRule]}>
            <Input inputMode="decimal" allowClear placeholder="例：1,000" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item name="ground_id" label="地目">
            <Select<number> allowClear options={grounds.map(withCount)} placeholder="すべて" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item name="hashtag_id" label="ハッシュタグ">
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              options={hashtags.map(withCount)}
              placeholder="すべて"
            />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item name="is_building" label="建物">
        <Radio.Group
          optionType="button"
          options={[
            { value: '', label: 'こだわらない' },
            { value: '1', label: '建物あり' },
            { value: '0', label: '土地のみ' },
          ]}
        />
      </Form.Item>
      <Form.Item name="sort" label="並び順">
        <Select<string> options={SEARCH_SORTS.map((sort) => ({ value: sort, label: SORT_LABELS[sort] }))} />
      </Form.Item>
      <Space wrap>
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>
          この条件で検索する
        </Button>
        <Button onClick={clear}>条件をクリア</Button>
      </Space>
    </Form>
  );
}
