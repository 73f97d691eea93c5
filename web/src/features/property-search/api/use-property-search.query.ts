import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SearchConditions } from '../lib/search-conditions';
import { searchProperties } from './property-search.api';
import { searchHistoryQueryKey } from './use-search-history.query';

export const propertySearchQueryKey = ['property-search'] as const;

/** A signed-in member's search is kept as history on the server, so the history list is refreshed after it. */
export function usePropertySearch(conditions: SearchConditions, page: number, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: [...propertySearchQueryKey, conditions, page] as const,
    queryFn: async () => {
      const result = await searchProperties(conditions, page);
      void queryClient.invalidateQueries({ queryKey: searchHistoryQueryKey });
      return result;
    },
    placeholderData: keepPreviousData,
    enabled,
  });
}
