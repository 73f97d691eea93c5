import { Alert, Card, Table } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import type { LawyerProperty } from '../../features/registration-cases/api/registration-cases.api';
import { useLawyerProperties } from '../../features/registration-cases/api/registration-cases.query';
import { formatDate } from '../../ui/date-time.format';
import { formatYen } from '../../ui/yen.format';
import { errorMessage } from '../../ui/server-field-errors';

/** The properties of the deals assigned to the scrivener, as the contracts state them. */
export function LawyerPropertyListPage() {
  const properties = useLawyerProperties();
  return (
    <>
      <PageHeading title="物件一覧" />
      {properties.isError ? <Alert type="error" showIcon title={errorMessage(properties.error, '物件の一覧を読み込めませんでした。')} /> : null}
      <Card variant="borderless">
        <Table<LawyerProperty>
          rowKey="thread_id"
          loading={properties.isPending}
          dataSource={properties.data ?? []}
          locale={{ emptyText: '担当している取引はまだありません。' }}
          columns={[
            { title: '物件', dataIndex: 'property_name', render: (value: string | null) => value ?? '—' },
            { title: '所在', key: 'location', render: (_value, row) => row.property?.land_location ?? '—' },
            { title: '地番', key: 'lot', render: (_value, row) => row.property?.land_lot_number ?? '—' },
            { title: '地目', key: 'category', render: (_value, row) => row.property?.land_category ?? '—' },
            { title: '売買代金', key: 'price', render: (_value, row) => formatYen(row.price) },
            { title: '引渡日', key: 'delivery', render: (_value, row) => formatDate(row.delivery_date) },
            { title: '登記', key: 'registration', render: (_value, row) => row.registration.status_name },
          ]}
        />
      </Card>
    </>
  );
}
