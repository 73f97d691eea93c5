import { Alert, Button, Checkbox, Col, Form, Input, InputNumber, Radio, Row, Select, Space } from 'antd';
import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import type { FormFieldError } from '../../../ui/server-field-errors';
import type { AdminUser, MemberClass, ProfileInput } from '../api/users-admin.api';
import { SEX_LABELS } from '../lib/user-labels';
import { PhoneInput } from './phone-input';

export interface Option {
  value: number;
  label: string;
}

interface UserEditFormProps {
  user: AdminUser;
  prefectures: readonly Option[];
  hobbies: readonly Option[];
  submitting: boolean;
  error: string | null;
  serverErrors: readonly FormFieldError[];
  onSubmit: (input: ProfileInput) => void;
  onCancel: () => void;
}

type TextField =
  | 'nickname'
  | 'name_last'
  | 'name_first'
  | 'name_last_kana'
  | 'name_first_kana'
  | 'zipcode'
  | 'city'
  | 'block'
  | 'building_name'
  | 'company_name'
  | 'corporate_number'
  | 'homebuilder_number'
  | 'tel_home'
  | 'tel_mobile';

/** The form holds text as text (empty rather than null) until it is sent. */
type Values = Record<TextField, string> & {
  prefecture_id?: number | null;
  sex_id?: number | null;
  birth_year?: number | null;
  hobby_ids: number[];
  class: MemberClass;
};

const text = (value: string | null | undefined) => value ?? '';

function initialValues(user: AdminUser): Values {
  return {
    nickname: text(user.nickname),
    name_last: text(user.name_last),
    name_first: text(user.name_first),
    name_last_kana: text(user.name_last_kana),
    name_first_kana: text(user.name_first_kana),
    zipcode: text(user.zipcode),
    prefecture_id: user.prefecture_id,
    city: text(user.city),
    block: text(user.block),
    building_name: text(user.building_name),
    sex_id: user.sex_id,
    birth_year: user.birth_year,
    company_name: text(user.company_name),
    hobby_ids: user.hobby_ids ?? [],
    class: user.class === 2 ? 2 : 1,
    corporate_number: text(user.corporate_number),
    homebuilder_number: text(user.homebuilder_number),
    tel_home: text(user.tel_home),
    tel_mobile: text(user.tel_mobile),
  };
}

function toInput(values: Values): ProfileInput {
  const trim = (value: string | undefined) => (value ?? '').trim();
  const memberClass: MemberClass = values.class === 2 ? 2 : 1;
  return {
    nickname: trim(values.nickname),
    name_last: trim(values.name_last),
    name_first: trim(values.name_first),
    name_last_kana: trim(values.name_last_kana),
    name_first_kana: trim(values.name_first_kana),
    zipcode: trim(values.zipcode).replace(/-/g, ''),
    prefecture_id: values.prefecture_id ?? null,
    city: trim(values.city),
    block: trim(values.block),
    building_name: trim(values.building_name),
    sex_id: values.sex_id ?? null,
    birth_year: values.birth_year ?? null,
    company_name: trim(values.company_name),
    hobby_ids: values.hobby_ids ?? [],
    class: memberClass,
    corporate_number: memberClass === 2 ? trim(values.corporate_number) : '',
    homebuilder_number: trim(values.homebuilder_number),
    tel_home: values.tel_home ?? '',
    tel_mobile: values.tel_mobile ?? '',
  };
}

const KANA = { pattern: /^[ァ-ヶー\s\u3000]*$/, message: '全角カタカナで入力してください。' };
const THIS_YEAR = new Date().getFullYear();

export function UserEditForm(props: UserEditFormProps) {
  const { user, prefectures, hobbies, submitting, error, serverErrors, onSubmit, onCancel } = props;
  const [form] = Form.useForm<Values>();
  const memberClass = Form.useWatch('class', form);

  useEffect(() => {
    // The server may name fields the form does not have; antd ignores those.
    if (serverErrors.length > 0) (form as FormInstance).setFields(serverErrors.map(({ name, errors }) => ({ name, errors })));
  }, [form, serverErrors]);

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      initialValues={initialValues(user)}
      onFinish={(values) => onSubmit(toInput(values))}
      disabled={submitting}
      aria-label="会員情報の編集"
    >
      {error ? <Alert type="error" showIcon title={error} role="alert" style={{ marginBottom: 16 }} /> : null}
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="ニックネーム" name="nickname" rules={[{ required: true, whitespace: true, message: 'ニックネームを入力してください。' }]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="会員種別" name="class">
            <Radio.Group
              options={[
                { value: 1, label: '個人' },
                { value: 2, label: '法人' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="姓" name="name_last">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="名" name="name_first">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="セイ" name="name_last_kana" rules={[KANA]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label="メイ" name="name_first_kana" rules={[KANA]}>
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="会社名" name="company_name">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        {memberClass === 2 ? (
          <Col xs={24} md={12}>
            <Form.Item
              label="法人番号"
              name="corporate_number"
              rules={[
                { required: true, message: '法人会員の場合は法人番号を入力してください。' },
                { pattern: /^\d{13}$/, message: '法人番号は13桁の数字で入力してください。' },
              ]}
            >
              <Input inputMode="numeric" maxLength={13} />
            </Form.Item>
          </Col>
        ) : null}
        <Col xs={24} md={12}>
          <Form.Item label="住宅事業者番号" name="homebuilder_number">
            <Input maxLength={50} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            label="郵便番号"
            name="zipcode"
            extra="ハイフンなしの7桁"
            rules={[{ pattern: /^(\d{7}|\d{3}-\d{4})?$/, message: '郵便番号は7桁の数字で入力してください。' }]}
          >
            <Input inputMode="numeric" maxLength={8} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="都道府県" name="prefecture_id">
            <Select allowClear showSearch={{ optionFilterProp: 'label' }} placeholder="選択してください" options={[...prefectures]} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="市区町村" name="city">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="町名・番地" name="block">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="建物名" name="building_name">
            <Input maxLength={100} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="携帯電話番号" name="tel_mobile">
            <PhoneInput label="携帯電話番号" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="自宅電話番号" name="tel_home">
            <PhoneInput label="自宅電話番号" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="性別" name="sex_id">
            <Radio.Group options={Object.entries(SEX_LABELS).map(([value, label]) => ({ value: Number(value), label }))} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="生まれ年" name="birth_year">
            <InputNumber min={1900} max={THIS_YEAR} suffix="年" style={{ width: 140 }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="趣味" name="hobby_ids">
            <Checkbox.Group options={[...hobbies]} />
          </Form.Item>
        </Col>
      </Row>
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting}>
          保存する
        </Button>
        <Button onClick={onCancel} disabled={false}>
          キャンセル
        </Button>
      </Space>
    </Form>
  );
}
