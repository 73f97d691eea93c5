import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchHobbies } from './hobbies.api';
import type { Hobby } from './hobbies.api';

const EMPTY: readonly Hobby[] = [];

export const hobbiesQueryOptions = queryOptions({
  queryKey: ['master', 'hobbies'] as const,
  queryFn: ({ signal }) => fetchHobbies(signal),
  staleTime: Infinity,
  gcTime: Infinity,
});

export function useHobbies(): readonly Hobby[] {
  const { data } = useQuery(hobbiesQueryOptions);
  return data ?? EMPTY;
}
