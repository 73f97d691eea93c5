import { LoginOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import type { UserPage, UserRow } from '../api/users-admin.api';
import { PER_PAGE_OPTIONS } from '../lib/user-list-search';
import { classLabel, fullName, listPhone } from '../lib/user-labels';
import { VerifiedBadge } from '../../../ui/verified-badge';
import { IdentificationStatusTag } from './identification-status-tag';

interface UserTableProps {
  page: UserPage | undefined;
  loading: boolean;
  detailPath: (id: string) => string;
  onPageChange: (page: number, perPage: number) => void;
  onImpersonate: (user: UserRow) => void;
  impersonatingId: string | null;
}

function Phones({ user }: { user: UserRow }) {
  const phones = [
    { label: '携帯', value: listPhone(user.tel_mobile) },
    { label: '自宅', value: listPhone(user.tel_home) },
  ].filter((phone) => phone.value !== '');
  if (phones.length === 0) return <>—</>;
  return (
    <>
      {phones.map((phone) => (
        <div key={phone.label}>
          <Typography.Text type="secondary">{phone.label} </Typography.Text>
          {phone.value}
        </div>
      ))}
    </>
  );
}

export function UserTable({ page, loading, detailPath, onPageChange, onImpersonate, impersonatingId }: UserTableProps) {
  const columns: TableColumnsType<UserRow> = [
    { title: 'ID', dataIndex: 'id', width: 96, fixed: 'left', ellipsis: true, render: (id: string) => <span title={id}>{id}</span> },
    {
      title: '氏名',
      key: 'name',
      width: 130,
      fixed: 'left',
      render: (_value, user) => (
        <>
          <div>{fullName(user) || <Typography.Text type="secondary">未登録</Typography.Text>}</div>
          {user.class === 2 && user.company_name ? <small>{user.company_name}</small> : null}
        </>
      ),
    },
    {
      title: 'ニックネーム',
      key: 'nickname',
      width: 140,
      ellipsis: true,
      render: (_value, user) => (
        <span style={{ whiteSpace: 'nowrap' }} title={user.nickname || undefined}>
          {user.nickname || '—'}
          <VerifiedBadge verified={user.identification_verify_status === 3} />
        </span>
      ),
    },
    { title: 'メールアドレス', dataIndex: 'email', width: 190, ellipsis: true, render: (email: string) => <span title={email}>{email}</span> },
    { title: '会員種別', key: 'class', width: 96, render: (_value, user) => classLabel(user.class) },
    {
      title: '住所',
      key: 'address',
      width: 140,
      ellipsis: true,
      render: (_value, user) => {
        const address = [user.prefecture_name, user.city].filter(Boolean).join(' ') || '—';
        return <span title={address}>{address}</span>;
      },
    },
    { title: '電話番号', key: 'phones', width: 150, render: (_value, user) => <Phones user={user} /> },
    {
      title: '本人確認',
      key: 'identification',
      width: 100,
      render: (_value, user) => <IdentificationStatusTag status={user.identification_verify_status} />,
    },
    {
      title: '操作',
      key: 'actions',
      width: 190,
      fixed: 'right',
      render: (_value, user) => (
        <Space size="small" wrap>
          <Link to={detailPath(user.id)} aria-label={`${user.nickname || fullName(user) || user.email} の詳細`}>
            詳細
          </Link>
          <Popconfirm
            title="代理ログイン"
            description="この会員としてマイページを開きます。よろしいですか？"
            okText="代理ログインする"
            cancelText="やめる"
            onConfirm={() => onImpersonate(user)}
          >
            <Button size="small" icon={<LoginOutlined />} loading={impersonatingId === user.id}>
              代理ログイン
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <Table<UserRow>
      rowKey="id"
      columns={columns}
      dataSource={page?.data ?? []}
      loading={loading}
      // Nine columns are wider than the admin frame at 1366 px: the member's ID and name and the
      // actions stay in view while the columns between them scroll.
      scroll={{ x: 1240 }}
      locale={{ emptyText: '条件に合う会員は見つかりませんでした。' }}
      pagination={{
        current: page?.current_page ?? 1,
        pageSize: page?.per_page ?? PER_PAGE_OPTIONS[0],
        total: page?.total ?? 0,
        showSizeChanger: true,
        pageSizeOptions: PER_PAGE_OPTIONS.map(String),
        showTotal: (total, [from, to]) => `全${total.toLocaleString('ja-JP')}件中 ${from}〜${to}件`,
        onChange: onPageChange,
      }}
    />
  );
}
