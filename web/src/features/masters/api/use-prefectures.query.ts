import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPrefectures } from './prefectures.api';
import type { PrefectureMaster } from './prefectures.api';

const EMPTY: readonly PrefectureMaster[] = [];

export const prefecturesQueryOptions = queryOptions({
  queryKey: ['master', 'prefectures'] as const,
  queryFn: ({ signal }) => fetchPrefectures(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function usePrefectures(): readonly PrefectureMaster[] {
  const { data } = useQuery(prefecturesQueryOptions);
  return data ?? EMPTY;
}
