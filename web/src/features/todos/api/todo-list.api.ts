import { apiClient } from '../../../lib/api-client';

export interface TodoItem {
  id: string;
  /** 1-8 of the spec's to-do table. */
  type: number;
  /** 1 会員情報, 2 メッセージ, 3 契約. */
  category: number;
  title: string;
  content: string;
  thread_id: string | null;
  /** 0 open, 1 done. */
  status: number;
  created_at: string;
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export type TodoFilter = 'open' | 'done' | 'all';

const STATUS_OF: Record<TodoFilter, number | null> = { open: 0, done: 1, all: null };

export function fetchTodoList(page: number, filter: TodoFilter, signal?: AbortSignal): Promise<Page<TodoItem>> {
  const params = new URLSearchParams({ page: String(page) });
  const status = STATUS_OF[filter];
  if (status !== null) params.set('status', String(status));
  return apiClient
    .get<Page<TodoItem> | null>(`/api/todo-list/list?${params.toString()}`, signal)
    .then((answer) => ({
      data: Array.isArray(answer?.data) ? answer.data : [],
      current_page: answer?.current_page ?? page,
      last_page: answer?.last_page ?? 1,
      per_page: answer?.per_page ?? 0,
      total: answer?.total ?? 0,
    }));
}
