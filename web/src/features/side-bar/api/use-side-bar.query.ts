import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSideBar } from './side-bar.api';

export const sideBarQueryOptions = queryOptions({
  queryKey: ['side-bar'] as const,
  queryFn: ({ signal }) => fetchSideBar(signal),
  // Counts move slowly; a minute old is fresh enough for links to look further.
  staleTime: 60_000,
});

/** The side bar, only where it is shown (`enabled`), so phones do not fetch it. */
export function useSideBar(enabled: boolean) {
  return useQuery({ ...sideBarQueryOptions, enabled });
}
