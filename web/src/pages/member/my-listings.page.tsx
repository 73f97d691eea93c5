import { PlusOutlined } from '@ant-design/icons';
import { Alert, App, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useMyListings, useUpdateListingStatus } from '../../features/my-listings/api/use-my-listings.query';
import { MyListingList } from '../../features/my-listings/components/my-listing-list';
import { LISTING_STATUS } from '../../features/my-listings/lib/listing-status';
import { ApiError } from '../../lib/api-error';
import { errorMessage } from '../../ui/server-field-errors';
import { LinkButton } from '../../ui/link-button';
import { ListPagination, pageOf, usePageParam } from '../../ui/list-pages';
import { MemberPage } from './parts/member-page';

const CHANGE_FAILED = '状態を変更できませんでした。しばらく時間をおいてから、もう一度お試しください。';

export function MyListingsPage() {
  const { message } = App.useApp();
  const listings = useMyListings();
  const change = useUpdateListingStatus();
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = usePageParam();
  const shown = pageOf(listings.data ?? [], page);

  return (
    <MemberPage title="出品物件の管理" lead="出品した物件の掲載状況を確認し、編集や掲載の開始・停止ができます。">
      <div style={{ marginBottom: 16, textAlign: 'right' }}>
        <LinkButton to="/mypage/property/create" type="primary" icon={<PlusOutlined />}>
          新しい物件を登録する
        </LinkButton>
      </div>
      {problem ? (
        <Alert type="error" showIcon closable onClose={() => setProblem(null)} title={problem} style={{ marginBottom: 16 }} />
      ) : null}
      {listings.error ? (
        <Result status="warning" title="出品物件を読み込めませんでした" subTitle={listings.error.message} />
      ) : listings.data ? (
        <>
          <MyListingList
            listings={shown.items}
            pendingId={change.isPending ? (change.variables?.propertyId ?? null) : null}
            createPath="/mypage/property/create"
            editPath={(id) => `/mypage/property/edit/${id}`}
            onChangeStatus={(listing, action) => {
              setProblem(null);
              change.mutate(
                { propertyId: listing.id, statusId: action.to },
                {
                  onSuccess: (answer) =>
                    void message.success(
                      action.to === LISTING_STATUS.deleted ? '物件の削除に成功しました' : `「${answer.status}」に変更しました。`,
                    ),
                  onError: (error) => {
                    const fields = error instanceof ApiError ? Object.values(error.fieldErrors).flat() : [];
                    setProblem([errorMessage(error, CHANGE_FAILED), ...fields].join(' '));
                  },
                },
              );
            }}
          />
          <ListPagination total={listings.data.length} page={shown.page} onChange={setPage} />
        </>
      ) : (
        <Skeleton active paragraph={{ rows: 6 }} />
      )}
    </MemberPage>
  );
}
