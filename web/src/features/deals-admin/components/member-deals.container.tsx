import { Alert, App, Drawer, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../ui/server-field-errors';
import { fetchDealFile, type DealMessage, type MemberDeal } from '../api/deals-admin.api';
import { useDealMessages, useMemberDeals } from '../api/deals-admin.query';
import { DealMessagesView } from './deal-messages-view';
import { MemberDealsTable } from './member-deals-table';
import { saveBlob } from '../../../ui/save-blob';

interface MemberDealsContainerProps {
  userId: string;
  nickname: string | null;
}

/** The member's deals on their admin page, and a drawer that shows one deal's messages, read-only. */
export function MemberDealsContainer({ userId, nickname }: MemberDealsContainerProps) {
  const { message } = App.useApp();
  const deals = useMemberDeals(userId);
  const [open, setOpen] = useState<MemberDeal | null>(null);
  const history = useDealMessages(open?.id ?? null);
  // Pages arrive newest first; each holds its messages oldest first.
  const messages = useMemo(() => [...(history.data?.pages ?? [])].reverse().flatMap((page) => page.messages), [history.data]);

  const download = (dealMessage: DealMessage) => {
    if (!open || !dealMessage.file) return;
    const name = dealMessage.file.file_name;
    fetchDealFile(open.id, dealMessage.id).then(
      (blob) => saveBlob(blob, name),
      (error: unknown) => void message.error(errorMessage(error, 'ファイルをダウンロードできませんでした。')),
    );
  };

  if (deals.isError) return <Alert type="error" showIcon title={errorMessage(deals.error, '取引を読み込めませんでした。')} />;
  return (
    <>
      <MemberDealsTable deals={deals.data ?? []} loading={deals.isPending} onOpen={setOpen} />
      <Drawer
        open={open !== null}
        onClose={() => setOpen(null)}
        size="large"
        title={
          <>
            取引の閲覧：{open?.property_name ?? '物件名未設定'} <Tag>閲覧のみ</Tag>
          </>
        }
        destroyOnHidden
      >
        {open ? (
          <DealMessagesView
            deal={open}
            memberId={userId}
            memberNickname={nickname}
            messages={messages}
            loading={history.isPending}
            error={history.isError ? errorMessage(history.error, 'メッセージを読み込めませんでした。') : null}
            hasMore={history.hasNextPage}
            loadingMore={history.isFetchingNextPage}
            onLoadMore={() => void history.fetchNextPage()}
            onDownload={download}
          />
        ) : null}
      </Drawer>
    </>
  );
}
