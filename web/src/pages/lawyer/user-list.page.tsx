import { Alert, Card, Table } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import type { LawyerMember } from '../../features/registration-cases/api/registration-cases.api';
import { useLawyerMembers } from '../../features/registration-cases/api/registration-cases.query';
import { errorMessage } from '../../ui/server-field-errors';

/** The sellers and buyers of the deals assigned to the scrivener, by the contract's legal names. */
export function LawyerUserListPage() {
  const members = useLawyerMembers();
  return (
    <>
      <PageHeading title="会員一覧" />
      {members.isError ? <Alert type="error" showIcon title={errorMessage(members.error, '会員の一覧を読み込めませんでした。')} /> : null}
      <Card variant="borderless">
        <Table<LawyerMember>
          rowKey={(row) => `${row.thread_id}:${row.side}`}
          loading={members.isPending}
          dataSource={members.data ?? []}
          locale={{ emptyText: '担当している取引はまだありません。' }}
          columns={[
            { title: '立場', dataIndex: 'side_name' },
            { title: '氏名・会社名', dataIndex: 'name' },
            { title: 'フリガナ', dataIndex: 'name_kana', render: (value: string | null) => value ?? '—' },
            { title: '区分', dataIndex: 'class_name' },
            { title: '住所', dataIndex: 'address', render: (value: string | null) => value ?? '—' },
          ]}
        />
      </Card>
    </>
  );
}
