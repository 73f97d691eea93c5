import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchGrounds, fetchHashtags } from './grounds.api';
import type { NamedMaster } from './grounds.api';
import { fetchYesNoQuestions } from './yes-no-chart.api';
import type { YesNoQuestion } from './yes-no-chart.api';

const NONE: readonly never[] = [];

const masterOptions = { staleTime: Infinity, gcTime: Infinity } as const;

export const groundsQueryOptions = queryOptions({
  queryKey: ['master', 'grounds'] as const,
  queryFn: ({ signal }) => fetchGrounds(signal),
  ...masterOptions,
});

export const hashtagsQueryOptions = queryOptions({
  queryKey: ['master', 'hashtags'] as const,
  queryFn: ({ signal }) => fetchHashtags(signal),
  ...masterOptions,
});

export const yesNoQuestionsQueryOptions = queryOptions({
  queryKey: ['master', 'yes-no-chart'] as const,
  queryFn: ({ signal }) => fetchYesNoQuestions(signal),
  ...masterOptions,
});

export function useGrounds(): readonly NamedMaster[] {
  return useQuery(groundsQueryOptions).data ?? NONE;
}

/** Hashtags; a failed list leaves the choice empty rather than blocking the form. */
export function useHashtags(): readonly NamedMaster[] {
  return useQuery(hashtagsQueryOptions).data ?? NONE;
}

export function useYesNoQuestions(): readonly YesNoQuestion[] {
  return useQuery(yesNoQuestionsQueryOptions).data ?? NONE;
}
