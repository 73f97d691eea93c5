import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deleteOpenChatPost, fetchOpenChat, postOpenChat, setOpenChatHandled, type OpenChatPostBody } from './open-chat.api';

export const openChatQueryKey = (propertyId: string) => ['open-chat', propertyId] as const;

export function useOpenChat(propertyId: string) {
  return useQuery({ queryKey: openChatQueryKey(propertyId), queryFn: ({ signal }) => fetchOpenChat(propertyId, signal) });
}

/** Every change to the questions shows in the list at once: the server answers after its read model caught up. */
function useOpenChatMutation<Input, Answer>(propertyId: string, run: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: openChatQueryKey(propertyId) }),
  });
}

export const usePostOpenChat = (propertyId: string) => useOpenChatMutation(propertyId, (body: Omit<OpenChatPostBody, 'property_id'>) => postOpenChat({ ...body, property_id: propertyId }));
export const useDeleteOpenChatPost = (propertyId: string) => useOpenChatMutation(propertyId, deleteOpenChatPost);
export const useSetOpenChatHandled = (propertyId: string) =>
  useOpenChatMutation(propertyId, ({ questionId, handled }: { questionId: string; handled: boolean }) => setOpenChatHandled(questionId, handled));
