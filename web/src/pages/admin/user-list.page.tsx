import { Alert, Card, Space } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { usePrefectures } from '../../features/masters/api/use-prefectures.query';
import { useUserList } from '../../features/users-admin/api/users-admin.query';
import { UserFilterForm } from '../../features/users-admin/components/user-filter-form';
import { UserTable } from '../../features/users-admin/components/user-table';
import { readUserListSearch, userListSearchParams } from '../../features/users-admin/lib/user-list-search';
import { errorMessage } from '../../ui/server-field-errors';
import { useStartImpersonation } from './use-start-impersonation';

const LOAD_FAILED = '会員一覧を読み込めませんでした。時間をおいて、もう一度お試しください。';

export function UserListPage() {
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => readUserListSearch(params), [params]);
  const list = useUserList(search.perPage, search.page, search.filter);
  const prefectures = usePrefectures();
  const prefectureOptions = useMemo(
    () => prefectures.map((prefecture) => ({ value: prefecture.prefecture_id ?? prefecture.id, label: prefecture.name })),
    [prefectures],
  );
  const impersonation = useStartImpersonation();

  return (
    <>
      <PageHeading title="会員一覧" />
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <Card variant="borderless">
          <UserFilterForm
            filter={search.filter}
            prefectures={prefectureOptions}
            onSearch={(filter) => setParams(userListSearchParams({ filter, page: 1, perPage: search.perPage }))}
          />
        </Card>
        {list.isError ? <Alert type="error" showIcon title={errorMessage(list.error, LOAD_FAILED)} /> : null}
        <Card variant="borderless">
          <UserTable
            page={list.data}
            loading={list.isFetching}
            detailPath={(id) => `/admin/user/${id}`}
            onPageChange={(page, perPage) =>
              setParams(userListSearchParams({ filter: search.filter, page: perPage === search.perPage ? page : 1, perPage }))
            }
            onImpersonate={(user) => void impersonation.start(user.id)}
            impersonatingId={impersonation.pendingUserId}
          />
        </Card>
      </Space>
    </>
  );
}
