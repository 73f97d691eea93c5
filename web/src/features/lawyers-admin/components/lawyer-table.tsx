import { Table } from 'antd';
import type { TableColumnsType } from 'antd';
import { formatDate } from '../../../ui/date-time.format';
import { formatZipcode } from '../../../ui/zipcode.format';
import type { LawyerRow } from '../api/lawyers-admin.api';

const columns: TableColumnsType<LawyerRow> = [
  {
    title: '氏名',
    key: 'name',
    render: (_value, lawyer) => (
      <>
        <div>{lawyer.name}</div>
        {lawyer.name_kana ? <small style={{ color: '#7a705e' }}>{lawyer.name_kana}</small> : null}
      </>
    ),
  },
  { title: '事務所名', dataIndex: 'office_name', render: (value: string | null) => value || '—' },
  { title: '登録番号', dataIndex: 'registration_number', render: (value: string | null) => value || '—' },
  { title: 'メールアドレス', dataIndex: 'email' },
  { title: '電話番号', dataIndex: 'tel', render: (value: string | null) => value || '—' },
  {
    title: '所在地',
    key: 'address',
    render: (_value, lawyer) => [formatZipcode(lawyer.zipcode), lawyer.address].filter(Boolean).join(' ') || '—',
  },
  { title: '登録日', dataIndex: 'registered_at', render: (value: string) => formatDate(value) },
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
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: '登録済みの司法書士はまだいません。' }}
    />
  );
}
