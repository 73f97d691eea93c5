import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { fetchLawyers, inviteLawyer } from './lawyers-admin.api';

export const lawyersQueryOptions = queryOptions({
  queryKey: ['admin', 'lawyers'] as const,
  queryFn: ({ signal }) => fetchLawyers(signal),
});

export function useLawyers() {
  return useQuery(lawyersQueryOptions);
}

export function useInviteLawyer() {
  return useMutation({ mutationFn: inviteLawyer });
}
