import { EditOutlined } from '@ant-design/icons';
import { Button, Space, Table, Tag } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { formatDateTime } from '../../../ui/date-time.format';
import { PROPERTY_DETAIL_BASE } from '../../../ui/property-card.types';
import { formatYen } from '../../../ui/yen.format';
import type { AdminPropertyPage, AdminPropertyRow } from '../api/properties-admin.api';
import { PROPERTY_STATUSES } from './property-status';

interface PropertyTableProps {
  page: AdminPropertyPage | undefined;
  loading: boolean;
  selectedIds: readonly string[];
  onSelect: (ids: string[]) => void;
  onEdit: (row: AdminPropertyRow) => void;
  /** Opens the listing's timeline. */
  onTimeline?: (row: AdminPropertyRow) => void;
  onPageChange: (page: number) => void;
}

/** `-1` is 不明; a price not filled in yet shows a dash. */
function price(value: number | null): string {
  if (value === null) return '—';
  return formatYen(value) || '—';
}

export function PropertyTable({ page, loading, selectedIds, onSelect, onEdit, onTimeline, onPageChange }: PropertyTableProps) {
  const columns: TableColumnsType<AdminPropertyRow> = [
    {
      title: '物件名',
      dataIndex: 'name',
      fixed: 'left',
      ellipsis: true,
      render: (_, row) => {
        const name = row.name ?? '（名称未入力）';
        return row.status_id === 7 ? (
          <span title={name}>{name}</span>
        ) : (
          <Link to={`${PROPERTY_DETAIL_BASE}/${row.id}`} title={name}>
            {name}
          </Link>
        );
      },
    },
    {
      title: '状態',
      dataIndex: 'status_id',
      width: 96,
      render: (_, row) => <Tag color={PROPERTY_STATUSES.find((status) => status.id === row.status_id)?.color}>{row.status}</Tag>,
    },
    {
      title: '所在地',
      key: 'place',
      width: 160,
      ellipsis: true,
      render: (_, row) => {
        const place = [row.prefecture, row.city].filter(Boolean).join(' ') || '—';
        return <span title={place}>{place}</span>;
      },
    },
    { title: '価格', dataIndex: 'sale_price', align: 'right', width: 120, render: (_, row) => price(row.sale_price) },
    {
      title: '所有者',
      key: 'owner',
      width: 130,
      ellipsis: true,
      render: (_, row) => {
        const owner = row.owner.nickname ?? row.owner.id;
        return (
          <Link to={`/admin/user/${row.owner.id}`} title={owner}>
            {owner}
          </Link>
        );
      },
    },
    { title: '更新日時', dataIndex: 'updated_at', width: 170, render: (value: string) => formatDateTime(value) },
    {
      title: '操作',
      key: 'actions',
      width: 150,
      fixed: 'right',
      render: (_, row) => (
        <Space size="small">
          {row.status_id === 7 ? null : (
            <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} aria-label={`${row.name ?? row.id}を編集`}>
              編集
            </Button>
          )}
          {onTimeline ? (
            <Button size="small" onClick={() => onTimeline(row)} aria-label={`${row.name ?? row.id}の経過`}>
              経過
            </Button>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Table<AdminPropertyRow>
      rowKey="id"
      columns={columns}
      dataSource={page?.data ?? []}
      loading={loading}
      // Fits the admin frame at 1366 px; narrower, the name and the edit button stay in view while the rest scrolls.
      scroll={{ x: 960 }}
      rowSelection={{
        selectedRowKeys: [...selectedIds],
        onChange: (keys) => onSelect(keys.map(String)),
        getCheckboxProps: (row) => ({ disabled: row.status_id === 7, 'aria-label': `${row.name ?? row.id}を選択` }),
      }}
      pagination={{
        current: page?.current_page ?? 1,
        pageSize: page?.per_page ?? 20,
        total: page?.total ?? 0,
        showSizeChanger: false,
        showTotal: (total, [from, to]) => `全${total.toLocaleString('ja-JP')}件中 ${from}〜${to}件`,
        onChange: onPageChange,
      }}
    />
  );
}
