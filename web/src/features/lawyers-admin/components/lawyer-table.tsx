import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDate } from '../../../ui/date-time.format';
import { formatZipcode } from '../../../ui/zipcode.format';
import type { LawyerRow } from '../api/lawyers-admin.api';

/** Text cut to its column's width, whole in its tooltip. */
function clipped(text: string) {
  return <span title={text}>{text}</span>;
}

const columns: TableColumnsType<LawyerRow> = [
  {
    title: '氏名',
    key: 'name',
    width: 130,
    fixed: 'left',
    render: (_value, lawyer) => (
      <>
        <div>{lawyer.name}</div>
        {lawyer.name_kana ? <small style={{ color: '#7a705e' }}>{lawyer.name_kana}</small> : null}
      </>
    ),
  },
  { title: '事務所名', dataIndex: 'office_name', width: 140, ellipsis: true, render: (value: string | null) => clipped(value || '—') },
  { title: '登録番号', dataIndex: 'registration_number', width: 130, ellipsis: true, render: (value: string | null) => clipped(value || '—') },
  { title: 'メールアドレス', dataIndex: 'email', width: 180, ellipsis: true, render: (value: string) => clipped(value) },
  { title: '電話番号', dataIndex: 'tel', width: 130, render: (value: string | null) => value || '—' },
  {
    title: '所在地',
    key: 'address',
    ellipsis: true,
    render: (_value, lawyer) => clipped([formatZipcode(lawyer.zipcode), lawyer.address].filter(Boolean).join(' ') || '—'),
  },
  { title: '登録日', dataIndex: 'registered_at', width: 120, render: (value: string) => formatDate(value) },
];

interface LawyerTableProps {
  lawyers: readonly LawyerRow[];
  loading: boolean;
}

export function LawyerTable({ lawyers, loading }: LawyerTableProps) {
  return (
    <Table<LawyerRow>
      rowKey="id"
      columns={columns}
      dataSource={[...lawyers]}
      loading={loading}
      pagination={false}
      // Fits the admin frame at 1366 px; narrower, the name stays in view while the rest scrolls.
      scroll={{ x: 960 }}
      locale={{ emptyText: '登録済みの司法書士はまだいません。' }}
    />
  );
}
