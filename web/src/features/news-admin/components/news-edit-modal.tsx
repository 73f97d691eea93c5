import { Alert, Checkbox, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import type { AdminNews, NewsCategory, NewsInput } from '../api/news-admin.api';

interface NewsFormValues {
  title: string;
  body: string;
  category_id?: number;
  publish_at?: Dayjs | null;
  notify_by_mail: boolean;
}

const FIELDS = ['title', 'body', 'category_id', 'publish_at', 'notify_by_mail'] as const;

interface NewsEditModalProps {
  open: boolean;
  /** The item to edit; null to write a new one. */
  item: AdminNews | null;
  categories: readonly NewsCategory[];
  saving: boolean;
  onSave: (body: NewsInput) => Promise<unknown>;
  onClose: () => void;
}

/** Title, plain-text body, category, publication time (empty for a draft) and whether to mail members. */
export function NewsEditModal({ open, item, categories, saving, onSave, onClose }: NewsEditModalProps) {
  const [form] = Form.useForm<NewsFormValues>();
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (!open) return;
    setProblem(null);
    form.resetFields();
    form.setFieldsValue(
      item
        ? { title: item.title, body: item.body, category_id: item.category?.id, publish_at: item.publish_at ? dayjs(item.publish_at) : null, notify_by_mail: item.notify_by_mail }
        : { title: '', body: '', notify_by_mail: false, publish_at: null },
    );
  }, [form, open, item]);

  const submit = async (values: NewsFormValues) => {
    setProblem(null);
    try {
      await onSave({
        title: values.title ?? '',
        body: values.body ?? '',
        category_id: values.category_id as number,
        notify_by_mail: values.notify_by_mail ?? false,
        publish_at: values.publish_at ? values.publish_at.toISOString() : null,
      });
    } catch (error) {
      setProblem(showServerFieldErrors(form, error, FIELDS));
    }
  };

  const title = item ? 'お知らせの編集' : 'お知らせの作成';
  return (
    <Modal open={open} title={title} okText="保存する" cancelText="やめる" confirmLoading={saving} onOk={() => form.submit()} onCancel={onClose} destroyOnHidden width={720}>
      {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
      <Form form={form} name="news-edit" layout="vertical" onFinish={(values) => void submit(values)} aria-label={title}>
        <Form.Item label="タイトル" name="title">
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item label="カテゴリ" name="category_id">
          <Select aria-label="カテゴリ" placeholder="選択してください" options={categories.map((category) => ({ value: category.id, label: category.name }))} />
        </Form.Item>
        <Form.Item label="本文（プレーンテキスト。改行はそのまま表示されます）" name="body">
          <Input.TextArea rows={8} maxLength={10000} />
        </Form.Item>
        <Form.Item label="公開日時（空欄で下書き。未来の日時で予約公開）" name="publish_at">
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY/MM/DD HH:mm" aria-label="公開日時" />
        </Form.Item>
        <Form.Item name="notify_by_mail" valuePropName="checked">
          <Checkbox>公開されたら、お知らせのメールを許可している会員にメールで送る（1回だけ）</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
