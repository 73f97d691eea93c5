import { useQueryClient } from '@tanstack/react-query';
import { App, Empty } from 'antd';
import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { dealQueryKeys } from '../../features/deal-chat/api/deal-chat.keys';
import { dealFileUrl, fetchDealFile, type DealMessage } from '../../features/deal-chat/api/deal-chat.api';
import { useDealMessages, useDealThreads } from '../../features/deal-chat/api/use-deal-chat.query';
import {
  useBlockDealThread,
  useMarkDealRead,
  useSendDealMessage,
  useToggleDealPin,
} from '../../features/deal-chat/api/use-deal-chat.mutations';
import { DealThreadDetail } from '../../features/deal-chat/components/deal-thread-detail';
import { DealThreadList } from '../../features/deal-chat/components/deal-thread-list';
import styles from '../../features/deal-chat/components/deal-chat.module.css';
import { isEndedStatus } from '../../features/deal-chat/lib/deal-status';
import { useDealChatUiStore } from '../../features/deal-chat/stores/deal-chat-ui.store';
import { unreadCountersQueryKey, useUnreadCounters } from '../../features/notifications/api/use-unread-counters.query';
import { todosQueryKey } from '../../features/todos/api/use-todo-list.query';
import { ApiError } from '../../lib/api-error';
import { ContractPanelContainer } from './parts/contract-panel.container';
import { MemberPage } from './parts/member-page';

export const PIN_ADDED = 'チャットをピン留めしました';
export const PIN_REMOVED = 'チャットのピン留めを外しました';
export const THREAD_UNAVAILABLE = 'この取引は表示できません。一覧から選び直してください。';
export const THREAD_FORBIDDEN = 'この取引は表示できません。取引の当事者の方だけがご覧いただけます。';

function refusalText(error: ApiError): string {
  if (error.status === 403) return THREAD_FORBIDDEN;
  if (error.status === 404 && error.message) return error.message;
  return THREAD_UNAVAILABLE;
}

/** /mypage/chat and /mypage/chat/:threadId: the member's deals on the left, the open one on the right. */
export function ChatPage() {
  const { threadId } = useParams();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const showEnded = useDealChatUiStore((state) => state.showEnded);
  const setShowEnded = useDealChatUiStore((state) => state.setShowEnded);

  const detail = useDealMessages(threadId);
  const thread = threadId ? detail.data?.pages[0]?.thread : undefined;
  const showEndedForced = thread !== undefined && isEndedStatus(thread.status_id);
  const threads = useDealThreads(showEnded || showEndedForced);
  const counters = useUnreadCounters(true);

  const refreshOthers = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: unreadCountersQueryKey }),
      queryClient.invalidateQueries({ queryKey: todosQueryKey }),
    ]);
  const refreshDeal = () => Promise.all([refreshOthers(), queryClient.invalidateQueries({ queryKey: dealQueryKeys.all })]);
  const markRead = useMarkDealRead(refreshOthers);
  const send = useSendDealMessage(threadId ?? '');
  const pin = useToggleDealPin();
  const block = useBlockDealThread(refreshOthers);

  // A deal that is not there or not the member's: back to the list, saying why.
  const refusal = detail.error instanceof ApiError && detail.error.status >= 400 && detail.error.status < 500 ? detail.error : null;
  useEffect(() => {
    if (!refusal) return;
    void message.error(refusalText(refusal));
    void navigate('/mypage/chat', { replace: true });
  }, [refusal, message, navigate]);

  // Opening a deal, and each message that arrives while it is open, moves the read mark.
  const marked = useRef<string | null>(null);
  const { mutate: mark } = markRead;
  useEffect(() => {
    if (!thread || thread.midoku_count === 0) return;
    const key = `${thread.id}:${thread.last_seq}`;
    if (marked.current === key) return;
    marked.current = key;
    mark({ threadId: thread.id, seq: thread.last_seq });
  }, [thread, mark]);

  const messages = useMemo(() => {
    const seen = new Set<string>();
    const ordered: DealMessage[] = [];
    for (const page of [...(detail.data?.pages ?? [])].reverse()) {
      for (const item of page.messages) {
        if (seen.has(item.id)) continue;
        seen.add(item.id);
        ordered.push(item);
      }
    }
    return ordered;
  }, [detail.data]);

  const togglePin = (pinned: boolean) => {
    if (!threadId) return;
    pin.mutate(
      { threadId, pinned },
      { onSuccess: (answer) => void message.success({ content: answer.pinned ? PIN_ADDED : PIN_REMOVED, duration: 3 }) },
    );
  };

  const blockThread = async () => {
    if (!threadId) return;
    try {
      await block.mutateAsync(threadId);
      void message.success('取引をブロックしました。');
    } catch (error) {
      void message.error(error instanceof Error ? error.message : 'ブロックできませんでした。');
    }
  };

  return (
    <MemberPage title="メッセージ">
      <div className={`${styles.split} ${threadId ? styles.withDetail : styles.withoutDetail}`}>
        <DealThreadList
          threads={threads.data}
          activeId={threadId}
          showEnded={showEnded}
          showEndedForced={showEndedForced}
          onShowEndedChange={setShowEnded}
          unreadTotal={counters.message_unread}
        />
        <div className={styles.detailPane}>
          {thread && !refusal ? (
            <DealThreadDetail
              key={thread.id}
              thread={thread}
              messages={messages}
              hasOlder={detail.hasNextPage}
              loadingOlder={detail.isFetchingNextPage}
              onLoadOlder={() => void detail.fetchNextPage()}
              onSend={(composed) => send.mutateAsync(composed)}
              onTogglePin={togglePin}
              pinPending={pin.isPending}
              onBlock={blockThread}
              fileUrl={(item) => dealFileUrl(item.thread_id, item.id)}
              downloadFile={(item) => fetchDealFile(item.thread_id, item.id)}
              aside={<ContractPanelContainer threadId={thread.id} refreshOthers={refreshDeal} />}
            />
          ) : (
            <Empty className={styles.placeholder} description={threadId ? '読み込み中です…' : '左の一覧から取引を選んでください'} />
          )}
        </div>
      </div>
    </MemberPage>
  );
}
