import { Button, Checkbox, Col, Divider, Form, Input, Radio, Row, Select, Typography } from 'antd';
import type { FormRule } from 'antd';
import { useEffect, useMemo } from 'react';
import { ApiError } from '../../../lib/api-error';
import type { Profile, ProfileInput } from '../api/profile.api';
import { PHONE_FORMAT_MESSAGE, isValidPhone } from '../lib/phone';
import { PROFILE_FIELDS, toFormValues, toProfileInput } from '../lib/profile-form-values';
import type { ProfileFormValues } from '../lib/profile-form-values';
import {
  CLASS_OPTIONS,
  CORPORATE_NUMBER_MESSAGE,
  KANA_MESSAGE,
  SEX_OPTIONS,
  birthYearOptions,
  isKatakana,
} from '../lib/profile-rules';
import { AddressFields } from './address-fields';
import type { FoundAddress, PrefectureChoice } from './address-fields';
import { PhoneInput } from './phone-input';

interface ProfileFormProps {
  profile: Profile;
  prefectures: readonly PrefectureChoice[];
  hobbies: readonly { id: number; name: string }[];
  lookupZipcode: (zipcode: string) => Promise<FoundAddress>;
  currentYear: number;
  submitting: boolean;
  /** The last save's failure: a 422's messages go under their fields. */
  error: unknown;
  onSubmit: (input: ProfileInput) => void;
}

const kanaRules = (label: string): FormRule[] => [
  { required: true, whitespace: true, message: `${label}を入力してください。` },
  {
    validator: (_rule, value: string | undefined) =>
      !value || isKatakana(value.trim()) ? Promise.resolve() : Promise.reject(new Error(KANA_MESSAGE)),
  },
];

const phoneRules: FormRule[] = [
  {
    validator: (_rule, value: string | undefined) =>
      isValidPhone(value) ? Promise.resolve() : Promise.reject(new Error(PHONE_FORMAT_MESSAGE)),
  },
];

const sectionTitle = { fontSize: 17, marginTop: 8 } as const;

export function ProfileForm(props: ProfileFormProps) {
  const { profile, prefectures, hobbies, lookupZipcode, currentYear, submitting, error, onSubmit } = props;
  const [form] = Form.useForm<ProfileFormValues>();
  const memberClass = Form.useWatch('class', form);
  const initialValues = useMemo(() => toFormValues(profile), [profile]);
  const years = useMemo(() => birthYearOptions(currentYear), [currentYear]);

  useEffect(() => {
    if (!(error instanceof ApiError)) return;
    const fields = Object.entries(error.fieldErrors).filter(([name]) =>
      (PROFILE_FIELDS as readonly string[]).includes(name),
    );
    form.setFields(fields.map(([name, errors]) => ({ name: name as keyof ProfileFormValues, errors: [...errors] })));
    const first = fields[0]?.[0];
    if (first) form.scrollToField(first as keyof ProfileFormValues, { block: 'center' });
  }, [error, form]);

  return (
    <Form
      form={form}
      name="profile"
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => onSubmit(toProfileInput(values))}
      scrollToFirstError={{ block: 'center' }}
    >
      <Typography.Title level={2} style={sectionTitle}>
        基本情報
      </Typography.Title>
      <Form.Item
        label="ニックネーム"
        name="nickname"
        extra="サイト上でほかの会員に表示されます。"
        rules={[{ required: true, whitespace: true, message: 'ニックネームを入力してください。' }]}
      >
        <Input maxLength={50} autoComplete="nickname" />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="姓" name="name_last" rules={[{ required: true, whitespace: true, message: '姓を入力してください。' }]}>
            <Input autoComplete="family-name" placeholder="例：山田" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="名" name="name_first" rules={[{ required: true, whitespace: true, message: '名を入力してください。' }]}>
            <Input autoComplete="given-name" placeholder="例：太郎" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="セイ（フリガナ）" name="name_last_kana" rules={kanaRules('セイ')}>
            <Input placeholder="例：ヤマダ" />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="メイ（フリガナ）" name="name_first_kana" rules={kanaRules('メイ')}>
            <Input placeholder="例：タロウ" />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} sm={12}>
          <Form.Item label="性別" name="sex_id">
            <Radio.Group options={SEX_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item label="生まれた年" name="birth_year">
            <Select allowClear showSearch placeholder="選択してください" options={years} />
          </Form.Item>
        </Col>
      </Row>

      <Divider />
      <Typography.Title level={2} style={sectionTitle}>
        住所・連絡先
      </Typography.Title>
      <AddressFields prefectures={prefectures} lookupZipcode={lookupZipcode} />
      <Form.Item label="電話番号（自宅）" name="tel_home" rules={phoneRules}>
        <PhoneInput label="電話番号（自宅）" />
      </Form.Item>
      <Form.Item label="電話番号（携帯）" name="tel_mobile" rules={phoneRules}>
        <PhoneInput label="電話番号（携帯）" />
      </Form.Item>

      <Divider />
      <Typography.Title level={2} style={sectionTitle}>
        会員区分・お仕事
      </Typography.Title>
      <Form.Item label="会員区分" name="class">
        <Radio.Group options={CLASS_OPTIONS} />
      </Form.Item>
      {memberClass === 2 ? (
        <Form.Item
          label="法人番号"
          name="corporate_number"
          extra="国税庁が指定する13桁の番号です。"
          rules={[
            { required: true, whitespace: true, message: '法人番号を入力してください。' },
            { pattern: /^\d{13}$/, message: CORPORATE_NUMBER_MESSAGE },
          ]}
        >
          <Input inputMode="numeric" maxLength={13} style={{ maxWidth: 240 }} />
        </Form.Item>
      ) : null}
      <Form.Item label="会社名・屋号" name="company_name">
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item
        label="住宅事業者番号"
        name="homebuilder_number"
        extra="工務店・ハウスメーカーなど住宅事業者の方のみご入力ください。"
      >
        <Input style={{ maxWidth: 320 }} />
      </Form.Item>

      <Divider />
      <Typography.Title level={2} style={sectionTitle}>
        趣味・関心のあること
      </Typography.Title>
      <Form.Item name="hobby_ids" extra="複数選択できます。">
        <Checkbox.Group options={hobbies.map((hobby) => ({ value: hobby.id, label: hobby.name }))} />
      </Form.Item>

      <Button type="primary" htmlType="submit" size="large" loading={submitting} style={{ minWidth: 200 }}>
        会員情報を保存する
      </Button>
    </Form>
  );
}
