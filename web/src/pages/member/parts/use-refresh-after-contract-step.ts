import { useQueryClient } from '@tanstack/react-query';
import { dealQueryKeys } from '../../../features/deal-chat/api/deal-chat.keys';
import { unreadCountersQueryKey } from '../../../features/notifications/api/use-unread-counters.query';
import { todosQueryKey } from '../../../features/todos/api/use-todo-list.query';

/** A contract step also moves the deal, the to-dos and the header's counters. */
export function useRefreshAfterContractStep() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: dealQueryKeys.all }),
      queryClient.invalidateQueries({ queryKey: todosQueryKey }),
      queryClient.invalidateQueries({ queryKey: unreadCountersQueryKey }),
    ]);
}
