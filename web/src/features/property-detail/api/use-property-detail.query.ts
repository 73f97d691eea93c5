import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { fetchPropertyAccess, fetchPropertyDetail, fetchYesNoQuestions } from './property-detail.api';

export const propertyDetailQueryKey = (id: string) => ['property-detail', id] as const;

export function usePropertyDetail(id: string) {
  return useQuery({
    queryKey: propertyDetailQueryKey(id),
    queryFn: ({ signal }) => fetchPropertyDetail(id, signal),
    // A listing that is not there (or not for this visitor) will not appear by asking again.
    retry: (count, error) => !(error instanceof ApiError && (error.status === 403 || error.status === 404)) && count < 1,
  });
}

/** The map link is a nicety: a failure simply leaves it out. */
export function usePropertyAccess(address: string | null) {
  return useQuery({
    queryKey: ['property-access', address] as const,
    queryFn: ({ signal }) => fetchPropertyAccess(address ?? '', signal).catch(() => null),
    enabled: address !== null && address !== '',
    staleTime: Infinity,
  });
}

export const yesNoQuestionsQueryOptions = queryOptions({
  queryKey: ['master', 'yes-no-chart'] as const,
  queryFn: ({ signal }) => fetchYesNoQuestions(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useYesNoQuestions() {
  return useQuery(yesNoQuestionsQueryOptions).data ?? [];
}
