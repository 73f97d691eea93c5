import { Alert, Button, Form, Input, Select, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { ContactCategory, ContactSubmission } from '../api/contact.api';

export interface ContactFormValues {
  name: string;
  email: string;
  category_id: number;
  message: string;
  website?: string;
}

const FIELDS = ['name', 'email', 'category_id', 'message', 'website'] as const;

interface ContactFormProps {
  categories: readonly ContactCategory[];
  sending: boolean;
  onSend: (body: ContactSubmission) => Promise<unknown>;
  /** The bot check's widget, when bot protection is on; sending waits for its token. */
  botCheck?: ReactNode;
  botToken?: string | null;
  waitingForBotCheck?: boolean;
  /** The kind chosen when the form opens, e.g. from a page that links here about one subject. */
  initialCategoryId?: number;
}

/**
 * The contact form. Its `website` field is hidden from people (and from screen readers) and must
 * stay empty: a script that fills in every field gives itself away.
 */
export function ContactForm({ categories, sending, onSend, botCheck, botToken, waitingForBotCheck = false, initialCategoryId }: ContactFormProps) {
  const [form] = Form.useForm<ContactFormValues>();
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (values: ContactFormValues) => {
    setProblem(null);
    try {
      await onSend({ ...values, website: values.website ?? '', ...(botToken ? { bot_token: botToken } : {}) });
    } catch (error) {
      setProblem(showServerFieldErrors(form, error, FIELDS));
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      initialValues={categories.some((category) => category.id === initialCategoryId) ? { category_id: initialCategoryId } : undefined}
      onFinish={(values) => void submit(values)} aria-label="お問い合わせフォーム">
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form.Item label="お名前" name="name" rules={[{ required: true, message: 'お名前を入力してください。' }]}>
        <Input autoComplete="name" maxLength={50} />
      </Form.Item>
      <Form.Item label="メールアドレス" name="email" rules={[{ required: true, message: 'メールアドレスを入力してください。' }]}>
        <Input type="email" autoComplete="email" placeholder="example@example.jp" />
      </Form.Item>
      <Form.Item label="お問い合わせの種類" name="category_id" rules={[{ required: true, message: 'お問い合わせの種類を選択してください。' }]}>
        <Select aria-label="お問い合わせの種類" placeholder="選択してください" options={categories.map((category) => ({ value: category.id, label: category.name }))} />
      </Form.Item>
      <Form.Item label="お問い合わせ内容" name="message" rules={[{ required: true, message: 'お問い合わせ内容を入力してください。' }]}>
        <Input.TextArea rows={6} maxLength={3000} showCount />
      </Form.Item>
      <div aria-hidden="true" style={{ position: 'absolute', left: '-10000px', width: 1, height: 1, overflow: 'hidden' }}>
        <Form.Item label="ウェブサイト（入力しないでください）" name="website">
          <Input tabIndex={-1} autoComplete="off" />
        </Form.Item>
      </div>
      {botCheck}
      <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
        <Link to="/privacy">プライバシーポリシー</Link>に同意のうえ、送信してください。受け付けると、確認のメールをお送りします。
      </Typography.Paragraph>
      <Button type="primary" htmlType="submit" size="large" block loading={sending} disabled={waitingForBotCheck}>
        送信する
      </Button>
    </Form>
  );
}
