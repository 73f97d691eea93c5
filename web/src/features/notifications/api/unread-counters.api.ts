import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type UnreadCounters = ApiSchema<'UnreadCounters'>;

export const ZERO_COUNTERS: UnreadCounters = {
  todo_list_unread: 0,
  news_unread: 0,
  message_unread: 0,
  thread_all: 0,
};

/** Any failure means zero counters: a badge is a hint, never an error. */
export async function fetchUnreadCounters(signal?: AbortSignal): Promise<UnreadCounters> {
  try {
    return await api.GET('/api/todolist-news-unread', { signal });
  } catch {
    return ZERO_COUNTERS;
  }
}

export function hasNotice(counters: UnreadCounters): boolean {
  return counters.todo_list_unread > 0 || counters.news_unread > 0;
}
