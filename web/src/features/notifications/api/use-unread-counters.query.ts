import { useQuery } from '@tanstack/react-query';
import { fetchUnreadCounters, ZERO_COUNTERS } from './unread-counters.api';
import type { UnreadCounters } from './unread-counters.api';

export const unreadCountersQueryKey = ['notifications', 'unread-counters'] as const;

export function useUnreadCounters(signedIn: boolean): UnreadCounters {
  const { data } = useQuery({
    queryKey: unreadCountersQueryKey,
    queryFn: ({ signal }) => fetchUnreadCounters(signal),
    enabled: signedIn,
    staleTime: 60_000,
    refetchInterval: signedIn ? 120_000 : false,
  });
  return signedIn && data ? data : ZERO_COUNTERS;
}
