import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchTodoList } from './todo-list.api';
import type { TodoFilter } from './todo-list.api';

export const todosQueryKey = ['todos'] as const;

export function useTodoList(page: number, filter: TodoFilter) {
  return useQuery({
    queryKey: [...todosQueryKey, 'list', page, filter] as const,
    queryFn: ({ signal }) => fetchTodoList(page, filter, signal),
    placeholderData: keepPreviousData,
  });
}
