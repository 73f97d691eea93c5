import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchDealMessages, fetchMemberDeals } from './deals-admin.api';

export function useMemberDeals(userId: string) {
  return useQuery({ queryKey: ['admin-user', userId, 'deals'] as const, queryFn: ({ signal }) => fetchMemberDeals(userId, signal) });
}

/** The deal's messages, newest page first; each further page goes back 50 messages. */
export function useDealMessages(threadId: string | null) {
  return useInfiniteQuery({
    queryKey: ['admin-deal-messages', threadId] as const,
    queryFn: ({ pageParam, signal }) => fetchDealMessages(threadId ?? '', pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => (page.has_more && page.messages.length > 0 ? page.messages[0].seq : undefined),
    enabled: threadId !== null,
  });
}
