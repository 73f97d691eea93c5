import { Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Space, Typography } from 'antd';
import {
  BOUNDARY_CHOICES,
  ERAS,
  NEIGHBORS_CHOICES,
  RIVER_CHOICES,
  ROAD_CHOICES,
  TREE_CHOICES,
  westernYear,
} from '../../../ui/property-choices';
import type { Choice } from '../../../ui/property-choices';
import { UnknownAmountField } from './unknown-amount-field';

const YES_NO = [
  { value: true, label: 'あり' },
  { value: false, label: 'なし' },
];

function ChoiceSelect({ name, label, choices }: { name: string; label: string; choices: readonly Choice[] }) {
  return (
    <Form.Item label={label} name={name}>
      <Select allowClear placeholder="選択してください" options={choices.map((choice) => ({ ...choice }))} />
    </Form.Item>
  );
}

export function DetailFields() {
  const form = Form.useFormInstance();
  const yearUnknown = Form.useWatch<boolean | undefined>('construction_year_unknown', form);
  const era = Form.useWatch<string | null | undefined>('era_name', form);
  const year = Form.useWatch<number | null | undefined>('construction_year', form);
  const neighbors = Form.useWatch<number | null | undefined>('neighbors_id', form);
  const western = yearUnknown ? null : westernYear(era, year);

  return (
    <>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="建物" name="is_building">
            <Radio.Group options={YES_NO} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="間取り" name="floor_plan">
            <Input maxLength={50} placeholder="例：4LDK" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="建築年" extra={western ? `西暦${western}年` : undefined}>
        <Space wrap>
          <Form.Item name="era_name" noStyle>
            <Select
              aria-label="建築年の元号"
              allowClear
              placeholder="元号"
              disabled={yearUnknown === true}
              options={ERAS.map((item) => ({ value: item.name, label: item.name }))}
              style={{ width: 110 }}
            />
          </Form.Item>
          <Form.Item name="construction_year" noStyle>
            <InputNumber aria-label="建築年" min={1} max={64} precision={0} suffix="年" disabled={yearUnknown === true} style={{ width: 110 }} />
          </Form.Item>
          <Form.Item name="construction_year_unknown" valuePropName="checked" noStyle>
            <Checkbox onChange={(event) => event.target.checked && form.setFieldsValue({ era_name: null, construction_year: null })}>
              不明
            </Checkbox>
          </Form.Item>
        </Space>
      </Form.Item>
      <ChoiceSelect name="boundary_id" label="境界" choices={BOUNDARY_CHOICES} />
      <Typography.Text strong>接道</Typography.Text>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        敷地が接している道路を、最大4つまで選んでください。
      </Typography.Paragraph>
      <Row gutter={16}>
        {[1, 2, 3, 4].map((index) => (
          <Col xs={24} sm={12} key={index}>
            <ChoiceSelect name={`road_id_${index}`} label={`接道${index}`} choices={ROAD_CHOICES} />
          </Col>
        ))}
      </Row>
      <UnknownAmountField name="property_tax_price" label="固定資産税額（年額）" />
      <UnknownAmountField
        name="valuation_price"
        label="固定資産税評価額"
        extra="固定資産税の納税通知書（課税明細書）に記載されています。登記費用（登録免許税）の計算に使います。"
      />
      <UnknownAmountField name="management_price" label="管理費（月額）" />
      <UnknownAmountField name="incidental_cost" label="諸費用" extra="仲介手数料・測量費・解体費など、価格のほかに買主様にかかる見込みの費用です。" />
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <ChoiceSelect name="tree_id" label="樹木" choices={TREE_CHOICES} />
        </Col>
        <Col xs={24} sm={12}>
          <ChoiceSelect name="river_id" label="河川・水路" choices={RIVER_CHOICES} />
        </Col>
      </Row>
      <ChoiceSelect name="neighbors_id" label="近隣の状況" choices={NEIGHBORS_CHOICES} />
      <Form.Item label="近隣の状況の補足" name="neighbors_text" hidden={neighbors !== 2}>
        <Input.TextArea rows={3} maxLength={1000} showCount />
      </Form.Item>
      <Form.Item label="売却サポートサービス" name="sale_support_service" extra="契約書の作成や登記の手続きを、提携の司法書士がお手伝いします。">
        <Radio.Group
          options={[
            { value: true, label: '利用する' },
            { value: false, label: '利用しない' },
          ]}
        />
      </Form.Item>
      <Form.Item label="交通アクセス" name="access">
        <Input.TextArea rows={3} maxLength={1000} showCount placeholder="例：JR篠ノ井線 松本駅から車で15分" />
      </Form.Item>
    </>
  );
}
