import { Alert, Button, Col, Form, Input, Row } from 'antd';
import type { FormFieldError } from '../../../ui/server-field-errors';
import type { Lawyer, LawyerProfileInput } from '../api/lawyer-account.api';
import { useServerErrors } from './use-server-errors';

type LawyerProfileValues = Record<keyof LawyerProfileInput, string>;

interface LawyerProfileFormProps {
  lawyer: Lawyer;
  submitting: boolean;
  error: string | null;
  serverErrors: readonly FormFieldError[];
  onSubmit: (input: LawyerProfileInput) => void;
}

function initialValues(lawyer: Lawyer): LawyerProfileValues {
  return {
    name: lawyer.name ?? '',
    name_kana: lawyer.name_kana ?? '',
    office_name: lawyer.office_name ?? '',
    registration_number: lawyer.registration_number ?? '',
    zipcode: lawyer.zipcode ?? '',
    address: lawyer.address ?? '',
    tel: lawyer.tel ?? '',
  };
}

function toInput(values: LawyerProfileValues): LawyerProfileInput {
  const trimmed = (value: string | undefined) => (value ?? '').trim();
  return {
    name: trimmed(values.name),
    name_kana: trimmed(values.name_kana),
    office_name: trimmed(values.office_name),
    registration_number: trimmed(values.registration_number),
    zipcode: trimmed(values.zipcode).replace(/-/g, ''),
    address: trimmed(values.address),
    tel: trimmed(values.tel),
  };
}

export function LawyerProfileForm({ lawyer, submitting, error, serverErrors, onSubmit }: LawyerProfileFormProps) {
  const [form] = Form.useForm<LawyerProfileValues>();
  useServerErrors(form, serverErrors);
  return (
    <Form<LawyerProfileValues>
      form={form}
      layout="vertical"
      initialValues={initialValues(lawyer)}
      onFinish={(values) => onSubmit(toInput(values))}
      disabled={submitting}
      style={{ maxWidth: 720 }}
    >
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="メールアドレス">
        <Input value={lawyer.email ?? ''} readOnly variant="filled" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="氏名" name="name" rules={[{ required: true, whitespace: true, message: '氏名を入力してください。' }]}>
            <Input autoComplete="name" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            label="氏名（フリガナ）"
            name="name_kana"
            rules={[{ pattern: /^[ァ-ヶー\s\u3000]*$/, message: '全角カタカナで入力してください。' }]}
          >
            <Input maxLength={100} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="事務所名" name="office_name">
            <Input autoComplete="organization" maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="登録番号" name="registration_number">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item
            label="郵便番号"
            name="zipcode"
            extra="ハイフンなしの7桁"
            rules={[{ pattern: /^(\d{7}|\d{3}-\d{4})?$/, message: '郵便番号は7桁の数字で入力してください。' }]}
          >
            <Input inputMode="numeric" autoComplete="postal-code" maxLength={8} />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item label="住所" name="address">
            <Input autoComplete="street-address" maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item
        label="電話番号"
        name="tel"
        rules={[{ pattern: /^[\d-]*$/, message: '電話番号は数字とハイフンで入力してください。' }]}
      >
        <Input inputMode="tel" autoComplete="tel" maxLength={20} style={{ maxWidth: 280 }} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting}>
        保存する
      </Button>
    </Form>
  );
}
