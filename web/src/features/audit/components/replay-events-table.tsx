import { Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../ui/date-time.format';
import type { StreamReplay } from '../api/audit.api';

type ReplayedEvent = StreamReplay['events'][number];

const columns: TableColumnsType<ReplayedEvent> = [
  { title: '位置', dataIndex: 'position', width: 80 },
  { title: '版', dataIndex: 'version', width: 60 },
  { title: '日時', dataIndex: 'recorded_at', render: (value: string) => formatDateTime(value, true) },
  {
    title: '操作',
    key: 'what',
    render: (_, event) => (
      <>
        {event.label} <Typography.Text type="secondary">{event.type}</Typography.Text>
      </>
    ),
  },
  { title: '操作者', key: 'actor', render: (_, event) => `${event.actor.role_name} ${event.actor.id}` },
  { title: '代理', key: 'behalf', render: (_, event) => (event.on_behalf_of ? <Tag color="orange">{`${event.on_behalf_of.role_name} ${event.on_behalf_of.id} の代理`}</Tag> : null) },
];

/** The events a replay folded, in stream order. */
export function ReplayEventsTable({ events }: { events: StreamReplay['events'] }) {
  return <Table<ReplayedEvent> rowKey="position" columns={columns} dataSource={events} pagination={false} size="small" scroll={{ x: 'max-content' }} />;
}
