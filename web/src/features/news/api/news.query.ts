import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchMemberNewsPage, fetchNewsItem, fetchNewsPage, markNewsRead } from './news.api';

const newsKey = ['news'] as const;

export function useNewsPage(page: number) {
  return useQuery({ queryKey: [...newsKey, 'list', page], queryFn: ({ signal }) => fetchNewsPage(page, signal) });
}

export function useNewsItem(id: string) {
  return useQuery({ queryKey: [...newsKey, 'item', id], queryFn: ({ signal }) => fetchNewsItem(id, signal) });
}

export function useMemberNewsPage(page: number) {
  return useQuery({ queryKey: [...newsKey, 'member', page], queryFn: ({ signal }) => fetchMemberNewsPage(page, signal) });
}

/**
 * Marks an item read; the member's list and the header's counters (whose key the caller names,
 * as features do not reach into each other) are read again.
 */
export function useMarkNewsRead(countersKey: readonly unknown[]) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markNewsRead,
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: [...newsKey, 'member'] }), client.invalidateQueries({ queryKey: countersKey })]),
  });
}
