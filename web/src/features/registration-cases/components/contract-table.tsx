import { Table, Tag } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../ui/date-time.format';
import { formatYen } from '../../../ui/yen.format';
import { formatZipcode } from '../../../ui/zipcode.format';
import type { ContractPage, ContractRow } from '../api/registration-cases.api';
import { ContractStatusTag, PaymentTag } from './contract-status-tag';

interface ContractTableProps {
  page: ContractPage | undefined;
  loading: boolean;
  onPage: (page: number) => void;
  actions: (row: ContractRow) => ReactNode;
}

export function ContractTable({ page, loading, onPage, actions }: ContractTableProps) {
  return (
    <Table<ContractRow>
      rowKey="thread_id"
      size="middle"
      loading={loading}
      dataSource={page?.data ?? []}
      locale={{ emptyText: '該当する契約はありません。' }}
      scroll={{ x: 1000 }}
      pagination={{ current: page?.current_page ?? 1, pageSize: page?.per_page ?? 20, total: page?.total ?? 0, showSizeChanger: false, onChange: onPage }}
      columns={[
        {
          title: '物件',
          key: 'property',
          render: (_value, row) => (row.assignable ? <Tag>未担当の契約</Tag> : (row.property_name ?? '—')),
        },
        { title: '郵便番号', key: 'zipcode', render: (_value, row) => formatZipcode(row.property_zipcode) },
        { title: '売買代金', key: 'price', render: (_value, row) => formatYen(row.price ?? row.sale_price) },
        { title: 'ステータス', key: 'status', render: (_value, row) => <ContractStatusTag statusId={row.status_id} name={row.status_name} /> },
        { title: '管理手数料', key: 'payment', render: (_value, row) => <PaymentTag paid={row.did_pay_management_fee} label={row.payment_status} /> },
        {
          title: '登記',
          key: 'registration',
          render: (_value, row) =>
            row.registration ? (
              <>
                {row.registration.status_name}
                {row.registration.farmland ? <Tag color="lime">農地</Tag> : null}
              </>
            ) : (
              '—'
            ),
        },
        { title: '依頼日', key: 'requested', render: (_value, row) => formatDate(row.requested_at) },
        { title: '操作', key: 'actions', render: (_value, row) => actions(row) },
      ]}
    />
  );
}
