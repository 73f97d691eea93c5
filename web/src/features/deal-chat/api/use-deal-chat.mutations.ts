import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UploadProgress } from '../../../lib/api-upload-progress';
import { blockDealThread, markDealRead, openDealThread, postDealFile, postDealText, toggleDealPin } from './deal-chat.api';
import { dealQueryKeys } from './deal-chat.keys';

export interface SendMessageInput {
  text: string;
  file: File | null;
  onProgress?: UploadProgress;
}

/**
 * Counters and to-dos belong to other features: the page that composes the chat passes what to
 * refresh with them after the member's read marks change.
 */
export type RefreshOthers = () => Promise<unknown> | void;

export function useOpenDealThread() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (propertyId: string) => openDealThread(propertyId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dealQueryKeys.threadLists }),
  });
}

export function useSendDealMessage(threadId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, file, onProgress }: SendMessageInput) =>
      file ? postDealFile(threadId, text, file, onProgress) : postDealText(threadId, text),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealQueryKeys.messages(threadId) }),
        queryClient.invalidateQueries({ queryKey: dealQueryKeys.threadLists }),
      ]),
  });
}

export function useMarkDealRead(refreshOthers: RefreshOthers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, seq }: { threadId: string; seq?: number }) => markDealRead(threadId, seq),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: dealQueryKeys.threadLists }), refreshOthers()]),
  });
}

export function useToggleDealPin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ threadId, pinned }: { threadId: string; pinned: boolean }) => toggleDealPin(threadId, pinned),
    onSuccess: (_answer, { threadId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: dealQueryKeys.threadLists }),
        queryClient.invalidateQueries({ queryKey: dealQueryKeys.messages(threadId) }),
      ]),
  });
}

export function useBlockDealThread(refreshOthers: RefreshOthers) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (threadId: string) => blockDealThread(threadId),
    onSuccess: () => Promise.all([queryClient.invalidateQueries({ queryKey: dealQueryKeys.all }), refreshOthers()]),
  });
}
