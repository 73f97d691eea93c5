import { queryOptions, useQuery } from '@tanstack/react-query';
import { useSessionStore } from '../stores/session.store';
import { fetchMe } from './session.api';

export const meQueryKey = ['session', 'me'] as const;

export const meQueryOptions = queryOptions({
  queryKey: meQueryKey,
  queryFn: ({ signal }) => fetchMe(signal),
  staleTime: 60_000,
});

/** The signed-in member; never asked for while signed out or signed in as staff. */
export function useMe() {
  const isMember = useSessionStore((state) => state.strategy === 'member' && state.token !== null);
  return useQuery({ ...meQueryOptions, enabled: isMember });
}
