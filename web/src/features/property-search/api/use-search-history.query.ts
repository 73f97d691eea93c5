import { useQuery } from '@tanstack/react-query';
import { fetchSearchHistory } from './property-search.api';

export const searchHistoryQueryKey = ['property-search-history'] as const;

export function useSearchHistory(enabled: boolean) {
  return useQuery({
    queryKey: searchHistoryQueryKey,
    queryFn: ({ signal }) => fetchSearchHistory(signal),
    enabled,
  });
}
