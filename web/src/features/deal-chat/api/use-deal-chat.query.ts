import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { fetchDealMessages, fetchDealThreads } from './deal-chat.api';
import { dealQueryKeys } from './deal-chat.keys';

export function useDealThreads(includeEnded: boolean) {
  return useQuery({
    queryKey: dealQueryKeys.threads(includeEnded),
    queryFn: ({ signal }) => fetchDealThreads(includeEnded, signal),
  });
}

/** A deal that is not there, or not the member's, stays so however often it is asked for. */
function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500;
}

/**
 * A deal's messages, newest page first: each further page goes back from the oldest message
 * held. A refetch (after a live event) reads the newest page again and walks back from it.
 */
export function useDealMessages(threadId: string | undefined) {
  return useInfiniteQuery({
    queryKey: dealQueryKeys.messages(threadId ?? ''),
    queryFn: ({ pageParam, signal }) => fetchDealMessages(threadId as string, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.has_more && page.messages.length > 0 ? page.messages[0].seq : undefined),
    enabled: Boolean(threadId),
    retry: (count, error) => !isRefusal(error) && count < 1,
  });
}
