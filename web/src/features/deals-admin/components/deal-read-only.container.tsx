import { Alert, App, Spin } from 'antd';
import { useMemo } from 'react';
import { errorMessage } from '../../../ui/server-field-errors';
import { fetchDealFile, type DealMessage } from '../api/deals-admin.api';
import { useDealMessages } from '../api/deals-admin.query';
import { DealMessagesView } from './deal-messages-view';
import { saveBlob } from '../../../ui/save-blob';

interface DealReadOnlyContainerProps {
  threadId: string;
  /** Who reads and what they may not do, shown above the messages. */
  readerNote: string;
}

/**
 * One deal's messages and files, read-only, for a reader who is neither party (the scrivener
 * assigned to the deal's contract): each message is tagged with the side that sent it.
 */
export function DealReadOnlyContainer({ threadId, readerNote }: DealReadOnlyContainerProps) {
  const { message } = App.useApp();
  const history = useDealMessages(threadId);
  // Pages arrive newest first; each holds its messages oldest first.
  const messages = useMemo(() => [...(history.data?.pages ?? [])].reverse().flatMap((page) => page.messages), [history.data]);
  const thread = history.data?.pages[0]?.thread;

  const download = (dealMessage: DealMessage) => {
    if (!dealMessage.file) return;
    const name = dealMessage.file.file_name;
    fetchDealFile(threadId, dealMessage.id).then(
      (blob) => saveBlob(blob, name),
      (error: unknown) => void message.error(errorMessage(error, 'ファイルをダウンロードできませんでした。')),
    );
  };

  const error = history.isError ? errorMessage(history.error, 'メッセージを読み込めませんでした。') : null;
  if (!thread) return error ? <Alert type="error" showIcon title={error} /> : <Spin aria-label="メッセージを読み込み中" />;
  return (
    <DealMessagesView
      deal={thread}
      memberId={thread.buyer_id}
      memberNickname={null}
      messages={messages}
      loading={false}
      error={error}
      hasMore={history.hasNextPage}
      loadingMore={history.isFetchingNextPage}
      onLoadMore={() => void history.fetchNextPage()}
      onDownload={download}
      readerNote={readerNote}
      senderLabel={(sent) => (sent.sender_id === thread.seller_id ? '売主' : sent.sender_id === thread.buyer_id ? '買主' : '当事者')}
    />
  );
}
