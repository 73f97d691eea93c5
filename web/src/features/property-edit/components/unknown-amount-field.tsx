import { Checkbox, Form, InputNumber, Space } from 'antd';

interface UnknownAmountFieldProps {
  name: string;
  label: string;
  extra?: string;
}

/** A yen amount with a 「不明」 box beside it; ticking the box empties and locks the amount. */
export function UnknownAmountField({ name, label, extra }: UnknownAmountFieldProps) {
  const form = Form.useFormInstance();
  const unknown = Form.useWatch<boolean | undefined>(`${name}_unknown`, form);
  return (
    <Form.Item label={label} extra={extra} required={false}>
      <Space wrap>
        <Form.Item name={name} noStyle>
          <InputNumber<number>
            aria-label={label}
            min={0}
            precision={0}
            step={1000}
            suffix="円"
            disabled={unknown === true}
            formatter={(value) => (value === undefined || value === null ? '' : `${value}`.replace(/\B(?=(\d{3})+(?!\d))/g, ','))}
            parser={(value) => (value ?? '').replace(/[,，円\s]/g, '') as unknown as number}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item name={`${name}_unknown`} valuePropName="checked" noStyle>
          <Checkbox onChange={(event) => event.target.checked && form.setFieldValue(name, null)}>不明</Checkbox>
        </Form.Item>
      </Space>
    </Form.Item>
  );
}
