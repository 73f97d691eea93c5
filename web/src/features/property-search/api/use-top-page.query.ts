import { useQuery } from '@tanstack/react-query';
import { fetchTopPage } from './top-page.api';

export const topPageQueryKey = ['top-page'] as const;

export function useTopPage() {
  return useQuery({
    queryKey: topPageQueryKey,
    queryFn: ({ signal }) => fetchTopPage(signal),
    staleTime: 60_000,
  });
}
