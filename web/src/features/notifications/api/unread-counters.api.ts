import { apiClient } from '../../../lib/api-client';

export interface UnreadCounters {
  todo_list_unread: number;
  news_unread: number;
  message_unread: number;
  thread_all: number;
}

export const ZERO_COUNTERS: UnreadCounters = {
  todo_list_unread: 0,
  news_unread: 0,
  message_unread: 0,
  thread_all: 0,
};

function count(value: unknown): number {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : 0;
}

/** Any failure means zero counters: a badge is a hint, never an error. */
export async function fetchUnreadCounters(signal?: AbortSignal): Promise<UnreadCounters> {
  try {
    const data = await apiClient.get<Partial<Record<keyof UnreadCounters, unknown>> | null>(
      '/api/todolist-news-unread',
      signal,
    );
    return {
      todo_list_unread: count(data?.todo_list_unread),
      news_unread: count(data?.news_unread),
      message_unread: count(data?.message_unread),
      thread_all: count(data?.thread_all),
    };
  } catch {
    return ZERO_COUNTERS;
  }
}

export function hasNotice(counters: UnreadCounters): boolean {
  return counters.todo_list_unread > 0 || counters.news_unread > 0;
}
