import { Button, Popconfirm, Space, Table, Tag } from 'antd';
import { formatDateTime } from '../../../ui/date-time.format';
import { NEWS_STATES, type AdminNews } from '../api/news-admin.api';

interface NewsAdminTableProps {
  items: readonly AdminNews[];
  loading: boolean;
  total: number;
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
  onEdit: (item: AdminNews) => void;
  onPublish: (item: AdminNews) => void;
  onUnpublish: (item: AdminNews) => void;
  onDelete: (item: AdminNews) => void;
}

export function NewsAdminTable({ items, loading, total, page, pageSize, onPage, onEdit, onPublish, onUnpublish, onDelete }: NewsAdminTableProps) {
  return (
    <Table<AdminNews>
      rowKey="id"
      loading={loading}
      dataSource={[...items]}
      pagination={{ current: page, total, pageSize, showSizeChanger: false, onChange: onPage }}
      scroll={{ x: 800 }}
      columns={[
        { title: '状態', dataIndex: 'state', width: 100, render: (state: AdminNews['state']) => <Tag color={NEWS_STATES[state].color}>{NEWS_STATES[state].label}</Tag> },
        { title: 'タイトル', dataIndex: 'title' },
        { title: 'カテゴリ', dataIndex: ['category', 'name'], width: 120 },
        { title: '公開日時', dataIndex: 'publish_at', width: 150, render: (value: string | null) => formatDateTime(value) || '—' },
        { title: 'メール', width: 110, render: (_, item) => (item.mail_sent_at ? `送信済み（${item.mail_recipients ?? 0}件）` : item.notify_by_mail ? '公開時に送信' : '—') },
        {
          title: '操作',
          width: 240,
          render: (_, item) => (
            <Space wrap>
              <Button size="small" onClick={() => onEdit(item)}>
                編集
              </Button>
              {item.state === 'published' ? (
                <Button size="small" onClick={() => onUnpublish(item)}>
                  非公開にする
                </Button>
              ) : (
                <Button size="small" type="primary" onClick={() => onPublish(item)}>
                  今すぐ公開
                </Button>
              )}
              <Popconfirm title="このお知らせを削除しますか？" okText="削除する" cancelText="やめる" onConfirm={() => onDelete(item)}>
                <Button size="small" danger>
                  削除
                </Button>
              </Popconfirm>
            </Space>
          ),
        },
      ]}
    />
  );
}
