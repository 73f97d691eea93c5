import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAdminMe } from './admin-account.api';

export const adminMeQueryOptions = queryOptions({
  queryKey: ['admin', 'me'] as const,
  queryFn: ({ signal }) => fetchAdminMe(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useAdminMe() {
  return useQuery(adminMeQueryOptions);
}
