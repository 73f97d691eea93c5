import type { TodoItem } from '../api/todo-list.api';

export interface TodoCategory {
  label: string;
  color: string;
}

export const TODO_CATEGORIES: Readonly<Record<number, TodoCategory>> = {
  1: { label: '会員情報', color: 'blue' },
  2: { label: 'メッセージ', color: 'green' },
  3: { label: '契約', color: 'red' },
};

export function todoCategory(category: number): TodoCategory {
  return TODO_CATEGORIES[category] ?? { label: 'その他', color: 'default' };
}

/** Where a to-do leads, per the spec's table; null for the types that have no page to go to. */
export function todoLinkTarget(item: Pick<TodoItem, 'type' | 'thread_id'>): string | null {
  switch (item.type) {
    case 1:
      return '/mypage/profile/edit';
    case 2:
    case 4:
      return '/mypage/profile/edit/honnin';
    case 5:
    case 7:
      return item.thread_id ? `/mypage/chat/${item.thread_id}` : null;
    case 6:
      return item.thread_id ? `/mypage/chat/${item.thread_id}/contracts/agree` : null;
    default:
      return null;
  }
}
