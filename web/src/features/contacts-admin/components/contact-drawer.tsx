import { Alert, Button, Descriptions, Drawer, Form, Input, List, Select, Space, Spin, Tag, Typography } from 'antd';
import { useState } from 'react';
import { formatDateTime } from '../../../ui/date-time.format';
import { showServerFieldErrors } from '../../../ui/server-field-errors';
import { CONTACT_STATUSES, type AdminContact, type ContactReply, type ContactStatusValue } from '../api/contacts-admin.api';

interface ContactDrawerProps {
  contact: AdminContact | undefined;
  open: boolean;
  loading: boolean;
  busy: boolean;
  onClose: () => void;
  onApprove: () => void;
  onStatus: (status: ContactStatusValue) => void;
  onReply: (body: ContactReply) => Promise<unknown>;
}

/** One contact: what was sent, approval, status, and the replies mailed so far with a form for the next. */
export function ContactDrawer({ contact, open, loading, busy, onClose, onApprove, onStatus, onReply }: ContactDrawerProps) {
  const [form] = Form.useForm<ContactReply>();
  const [problem, setProblem] = useState<string | null>(null);
  const reply = async (values: ContactReply) => {
    setProblem(null);
    try {
      await onReply({ subject: values.subject ?? '', text: values.text ?? '' });
      form.resetFields();
    } catch (error) {
      setProblem(showServerFieldErrors(form, error, ['subject', 'text']));
    }
  };
  return (
    <Drawer open={open} onClose={onClose} title="お問い合わせの詳細" size="large" destroyOnHidden>
      {loading || !contact ? (
        <Spin />
      ) : (
        <>
          <Descriptions column={1} bordered size="small">
            <Descriptions.Item label="受付日時">{formatDateTime(contact.received_at)}</Descriptions.Item>
            <Descriptions.Item label="お名前">{contact.name}</Descriptions.Item>
            <Descriptions.Item label="メールアドレス">{contact.email}</Descriptions.Item>
            <Descriptions.Item label="種類">{contact.category?.name ?? '—'}</Descriptions.Item>
            <Descriptions.Item label="内容">
              <span style={{ whiteSpace: 'pre-wrap' }}>{contact.message}</span>
            </Descriptions.Item>
            <Descriptions.Item label="承認">
              {contact.approved ? (
                <Tag color="green">{`承認済み（${contact.approved_by?.name ?? ''} ${formatDateTime(contact.approved_at)}）`}</Tag>
              ) : (
                <Button size="small" type="primary" onClick={onApprove} loading={busy}>
                  承認する
                </Button>
              )}
            </Descriptions.Item>
            <Descriptions.Item label="対応状況">
              <Select aria-label="対応状況" value={contact.status} style={{ width: 140 }} onChange={onStatus} options={CONTACT_STATUSES.map(({ value, label }) => ({ value, label }))} />
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={3} style={{ fontSize: 16, marginTop: 24 }}>
            返信の記録
          </Typography.Title>
          <List
            locale={{ emptyText: 'まだ返信していません' }}
            dataSource={contact.replies}
            renderItem={(item) => (
              <List.Item>
                <Space direction="vertical" size={2}>
                  <Typography.Text type="secondary">{`${formatDateTime(item.replied_at)} ${item.by.name}`}</Typography.Text>
                  <Typography.Text strong>{item.subject}</Typography.Text>
                  <span style={{ whiteSpace: 'pre-wrap' }}>{item.text}</span>
                </Space>
              </List.Item>
            )}
          />
          <Form form={form} layout="vertical" onFinish={(values) => void reply(values)} aria-label="メールで返信">
            {problem ? <Alert type="error" showIcon title={problem} style={{ marginBottom: 16 }} /> : null}
            <Form.Item label="件名" name="subject">
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item label="本文" name="text">
              <Input.TextArea rows={6} maxLength={5000} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy}>
              メールで返信する
            </Button>
          </Form>
        </>
      )}
    </Drawer>
  );
}
