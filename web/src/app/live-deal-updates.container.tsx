import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { contractQueryKeys } from '../features/contracts/api/contracts.keys';
import { dealQueryKeys } from '../features/deal-chat/api/deal-chat.keys';
import { unreadCountersQueryKey } from '../features/notifications/api/use-unread-counters.query';
import { todosQueryKey } from '../features/todos/api/use-todo-list.query';
import { useSessionStore } from '../features/session/stores/session.store';
import { currentApiToken, renewApiToken } from '../lib/api-client';
import { openLiveEvents, type LiveEvent } from '../lib/live-events';

export const DEAL_STREAM_PATH = '/api/message/stream';

function threadIdOf(event: LiveEvent): string | null {
  try {
    const data = JSON.parse(event.data) as { thread_id?: unknown };
    return typeof data.thread_id === 'string' ? data.thread_id : null;
  } catch {
    return null;
  }
}

function refreshBadges(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: unreadCountersQueryKey });
  void queryClient.invalidateQueries({ queryKey: todosQueryKey });
}

/** Everything a deal's change can show on: every deal query, the counters and the to-dos. */
export function refreshAllDeals(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: dealQueryKeys.all });
  void queryClient.invalidateQueries({ queryKey: contractQueryKeys.all });
  refreshBadges(queryClient);
}

/** What one event of the stream makes stale. */
export function applyDealEvent(queryClient: QueryClient, event: LiveEvent): void {
  if (event.event === 'resync') {
    refreshAllDeals(queryClient);
    return;
  }
  if (event.event === 'contract') {
    // A contract step may move the deal on too (a concluded contract ends it).
    void queryClient.invalidateQueries({ queryKey: contractQueryKeys.all });
    void queryClient.invalidateQueries({ queryKey: dealQueryKeys.all });
    refreshBadges(queryClient);
    return;
  }
  if (event.event !== 'message' && event.event !== 'read' && event.event !== 'thread') return;
  const threadId = threadIdOf(event);
  void queryClient.invalidateQueries({ queryKey: dealQueryKeys.threadLists });
  if (threadId) void queryClient.invalidateQueries({ queryKey: dealQueryKeys.messages(threadId) });
  else void queryClient.invalidateQueries({ queryKey: dealQueryKeys.messagesOfAll });
  refreshBadges(queryClient);
}

/**
 * One stream of the member's deal changes per tab, open while a member is signed in (never for a
 * guest, an admin or a lawyer), opened again under the new person after a sign-in. Invalidating
 * refetches only what a screen shows, so a page that lists no deal pays nothing for an event.
 */
export function useLiveDealUpdates(): void {
  const queryClient = useQueryClient();
  const isMember = useSessionStore((state) => state.strategy === 'member' && state.token !== null);
  const epoch = useSessionStore((state) => state.epoch);

  useEffect(() => {
    if (!isMember) return undefined;
    const connection = openLiveEvents({
      url: DEAL_STREAM_PATH,
      getToken: currentApiToken,
      renewToken: renewApiToken,
      onEvent: (event) => applyDealEvent(queryClient, event),
      onConnected: () => refreshAllDeals(queryClient),
      onPoll: () => refreshAllDeals(queryClient),
    });
    return () => connection.close();
  }, [isMember, epoch, queryClient]);
}

/** Mounted once in the app shell. */
export function LiveDealUpdates() {
  useLiveDealUpdates();
  return null;
}
