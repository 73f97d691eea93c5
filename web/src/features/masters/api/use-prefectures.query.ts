import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchPrefectures } from './prefectures.api';
import type { PrefectureWithCities } from './prefectures.api';

const EMPTY: readonly PrefectureWithCities[] = [];

export const prefecturesQueryOptions = queryOptions({
  queryKey: ['master', 'prefectures'] as const,
  queryFn: ({ signal }) => fetchPrefectures(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function usePrefectures(): readonly PrefectureWithCities[] {
  const { data } = useQuery(prefecturesQueryOptions);
  return data ?? EMPTY;
}
