import { Checkbox, Form, Input, InputNumber, Select, Space, Typography } from 'antd';
import { FeeSummary } from './fee-summary';
import type { FeeView } from './fee-summary';

interface FeaturesFieldsProps {
  hashtags: readonly { id: number; name: string }[];
  stamp: FeeView;
  registration: FeeView;
  revenue: number | null;
}

const MESSAGE_HINTS = [
  '物件のいちばんの魅力',
  '周辺の環境や暮らし',
  '建物や土地の状態',
  '売却の理由やご希望',
  'その他お伝えしたいこと',
];

export function FeaturesFields({ hashtags, stamp, registration, revenue }: FeaturesFieldsProps) {
  const form = Form.useFormInstance();
  const priceUnknown = Form.useWatch<boolean | undefined>('sale_price_unknown', form);
  return (
    <>
      <Form.Item label="希望売却価格" required={false}>
        <Space wrap>
          <Form.Item name="sale_price" noStyle>
            <InputNumber<number>
              aria-label="希望売却価格"
              min={0}
              precision={0}
              step={10000}
              suffix="円"
              disabled={priceUnknown === true}
              formatter={(value) => (value === undefined || value === null ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','))}
              parser={(value) => (value ?? '').replace(/[,，円\s]/g, '') as unknown as number}
              style={{ width: 240 }}
            />
          </Form.Item>
          <Form.Item name="sale_price_unknown" valuePropName="checked" noStyle>
            <Checkbox onChange={(event) => event.target.checked && form.setFieldValue('sale_price', null)}>
              不明（買主様と相談して決める）
            </Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>
        収入印紙代は希望売却価格から、登記費用は「物件の詳細」で入力した固定資産税評価額から計算しています。
      </Typography.Paragraph>
      <FeeSummary stamp={stamp} registration={registration} revenue={revenue} />
      <Form.Item label="カテゴリー" name="categories" extra="物件に当てはまるものを10個まで選べます。">
        <Select
          mode="multiple"
          allowClear
          maxCount={10}
          placeholder="選択してください"
          showSearch={{ optionFilterProp: 'label' }}
          options={hashtags.map((tag) => ({ value: tag.id, label: tag.name }))}
        />
      </Form.Item>
      {MESSAGE_HINTS.map((hint, index) => (
        <Form.Item key={hint} label={`メッセージ${index + 1}`} name={`detail_${index + 1}`} extra={`例：${hint}`}>
          <Input.TextArea rows={3} maxLength={2000} showCount />
        </Form.Item>
      ))}
      <Form.Item
        label="YouTube動画のURL"
        name="youtube_url"
        rules={[{ type: 'url', message: 'URLの形式で入力してください。' }]}
        extra="例：https://www.youtube.com/watch?v=xxxxxxxxxxx"
      >
        <Input inputMode="url" />
      </Form.Item>
    </>
  );
}
