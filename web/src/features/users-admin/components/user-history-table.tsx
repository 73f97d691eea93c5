import { Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../ui/date-time.format';
import type { HistoryEntry } from '../api/users-admin.api';
import { partyLabel } from '../lib/user-labels';

const columns: TableColumnsType<HistoryEntry> = [
  {
    title: '日時',
    dataIndex: 'recorded_at',
    width: 190,
    render: (value: string) => <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value, true)}</span>,
  },
  {
    title: '操作',
    key: 'label',
    render: (_value, entry) => (
      <>
        <div>{entry.label}</div>
        {entry.acted_for_note ? (
          <Tag color="orange" style={{ marginTop: 4 }}>
            {entry.acted_for_note}
          </Tag>
        ) : null}
      </>
    ),
  },
  {
    title: '実行者',
    key: 'actor',
    width: 200,
    render: (_value, entry) => partyLabel(entry.actor) || '—',
  },
  {
    title: '代理対象',
    key: 'on_behalf_of',
    width: 220,
    render: (_value, entry) =>
      entry.on_behalf_of ? <Tag color="orange">代理: {partyLabel(entry.on_behalf_of)}</Tag> : '—',
  },
];

function newestFirst(entries: readonly HistoryEntry[]): HistoryEntry[] {
  return [...entries].sort((a, b) => Number(b.position) - Number(a.position));
}

interface UserHistoryTableProps {
  entries: readonly HistoryEntry[];
  loading: boolean;
}

/** The account's audit trail, newest first. */
export function UserHistoryTable({ entries, loading }: UserHistoryTableProps) {
  return (
    <Table<HistoryEntry>
      rowKey={(entry) => String(entry.position)}
      columns={columns}
      dataSource={newestFirst(entries)}
      loading={loading}
      size="small"
      tableLayout="fixed"
      scroll={{ x: 880 }}
      pagination={{ pageSize: 50, hideOnSinglePage: true }}
      locale={{ emptyText: '記録された操作はまだありません。' }}
    />
  );
}
