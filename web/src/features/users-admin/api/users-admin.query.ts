import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  confirmIdentification,
  fetchAdminUser,
  fetchIdentificationDocument,
  fetchUserHistory,
  fetchUserList,
  rejectIdentification,
  updateAdminUser,
} from './users-admin.api';
import type { ProfileInput, UserListFilter } from './users-admin.api';

const usersKey = ['admin', 'users'] as const;

export function useUserList(perPage: number, page: number, filter: UserListFilter) {
  return useQuery({
    queryKey: [...usersKey, 'list', perPage, page, filter] as const,
    queryFn: () => fetchUserList(perPage, page, filter),
    placeholderData: keepPreviousData,
  });
}

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: [...usersKey, 'detail', id] as const,
    queryFn: ({ signal }) => fetchAdminUser(id, signal),
  });

export function useAdminUser(id: string) {
  return useQuery(adminUserQueryOptions(id));
}

export function useUserHistory(id: string) {
  return useQuery({
    queryKey: [...usersKey, 'history', id] as const,
    queryFn: ({ signal }) => fetchUserHistory(id, signal),
  });
}

export function useIdentificationDocument(userId: string, documentId: string) {
  return useQuery({
    queryKey: [...usersKey, 'document', userId, documentId] as const,
    queryFn: ({ signal }) => fetchIdentificationDocument(userId, documentId, signal),
    staleTime: Infinity,
    retry: false,
  });
}

/** Every change to an account touches its profile, its history and the list rows. */
function useUserMutation<TVariables, TResult>(id: string, mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [...usersKey, 'detail', id] }),
        queryClient.invalidateQueries({ queryKey: [...usersKey, 'history', id] }),
        queryClient.invalidateQueries({ queryKey: [...usersKey, 'list'] }),
      ]),
  });
}

export function useUpdateAdminUser(id: string) {
  return useUserMutation(id, (input: ProfileInput) => updateAdminUser(id, input));
}

export function useConfirmIdentification(id: string) {
  return useUserMutation(id, () => confirmIdentification(id));
}

export function useRejectIdentification(id: string) {
  return useUserMutation(id, (reason: string) => rejectIdentification(id, reason));
}
