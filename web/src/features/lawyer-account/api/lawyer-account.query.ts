import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { checkLawyerLink, fetchLawyerMe, updateLawyerProfile } from './lawyer-account.api';

export const lawyerMeQueryOptions = queryOptions({
  queryKey: ['lawyer', 'me'] as const,
  queryFn: ({ signal }) => fetchLawyerMe(signal),
  staleTime: 5 * 60_000,
  retry: false,
});

export function useLawyerMe() {
  return useQuery(lawyerMeQueryOptions);
}

export function useUpdateLawyerProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateLawyerProfile,
    onSuccess: (lawyer) => queryClient.setQueryData(lawyerMeQueryOptions.queryKey, lawyer),
  });
}

export function useLawyerLinkStatus(token: string) {
  return useQuery({
    queryKey: ['lawyer', 'link-status', token] as const,
    queryFn: ({ signal }) => checkLawyerLink(token, signal),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
  });
}
