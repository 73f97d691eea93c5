import { api, type ApiAnswer } from '../../../lib/typed-api-client';

export type TodoPage = ApiAnswer<'/api/todo-list/list', 'get'>;
/** One to-do: `type` 1-8 of the spec's table, `category` 1 会員情報, 2 メッセージ, 3 契約, `status` 0 open, 1 done. */
export type TodoItem = TodoPage['data'][number];

export type TodoFilter = 'open' | 'done' | 'all';

const STATUS_OF: Record<TodoFilter, 0 | 1 | undefined> = { open: 0, done: 1, all: undefined };

export function fetchTodoList(page: number, filter: TodoFilter, signal?: AbortSignal): Promise<TodoPage> {
  return api.GET('/api/todo-list/list', { params: { query: { page, status: STATUS_OF[filter] } }, signal });
}
