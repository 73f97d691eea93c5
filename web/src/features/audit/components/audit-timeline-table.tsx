import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import type { AuditTimelineEntry } from '../api/audit.api';

const columns: TableColumnsType<AuditTimelineEntry> = [
  { title: '日時', dataIndex: 'recorded_at_jst', width: 170 },
  { title: '操作者', key: 'who', render: (_, entry) => (entry.actor.name ? `${entry.actor.name}（${entry.actor.role_name}）` : entry.actor.role_name) },
  { title: '代理', dataIndex: 'on_behalf_note', render: (note: string | null) => (note ? <Tag color="orange">{note}</Tag> : null) },
  { title: '操作', dataIndex: 'label' },
  {
    title: '変更内容',
    key: 'changes',
    render: (_, entry) => (
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {entry.changes_text
          .split(' / ')
          .filter(Boolean)
          .map((change, index) => (
            <li key={index}>{change}</li>
          ))}
      </ul>
    ),
  },
];

/** A readable timeline: when (Japan time), who, on whose behalf, what, and what changed. */
export function AuditTimelineTable({ entries, loading }: { entries: readonly AuditTimelineEntry[]; loading: boolean }) {
  return <Table<AuditTimelineEntry> rowKey="position" columns={columns} dataSource={[...entries]} loading={loading} pagination={{ pageSize: 50, hideOnSinglePage: true }} size="small" scroll={{ x: 'max-content' }} />;
}
