import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchRegions } from './regions.api';
import type { Region } from './regions.api';

const EMPTY: readonly Region[] = [];

/** Master lists change only with a release: fetch once, keep for the whole visit. */
export const regionsQueryOptions = queryOptions({
  queryKey: ['master', 'regions'] as const,
  queryFn: ({ signal }) => fetchRegions(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useRegions(): readonly Region[] {
  const { data } = useQuery(regionsQueryOptions);
  return data ?? EMPTY;
}
