import { Injectable } from '@nestjs/common';
import type { TodoItemDocument } from '../../read-models/accounts/todo-items.projector';
import { ReadStore, type FieldValue } from '../shared/read-store.port';
import { pageOf, type Page } from '../shared/page';
import { DealThreadList } from '../deals/deal-thread-list.port';
import { NewsService } from '../news/news.service';

export const TODO_PAGE_SIZE = 20;
const OPEN = 0;

export interface UnreadCounters {
  todo_list_unread: number;
  news_unread: number;
  message_unread: number;
  thread_all: number;
}

/** A member's to-do list and the header's counters, from read models. */
@Injectable()
export class TodoListService {
  constructor(
    private readonly readStore: ReadStore,
    private readonly deals: DealThreadList,
    private readonly news: NewsService,
  ) {}

  async list(userId: string, page: number, status: number | undefined): Promise<Page<Omit<TodoItemDocument, 'user_id' | 'updated_at' | 'message_seq'>>> {
    const where: Record<string, FieldValue> = { user_id: userId };
    if (status !== undefined) where.status = status;
    const current = Math.max(1, page);
    const [items, total] = await Promise.all([
      this.readStore.find<TodoItemDocument>('todo_items', {
        where,
        orderBy: [{ field: 'status' }, { field: 'created_at', direction: 'desc' }],
        limit: TODO_PAGE_SIZE,
        offset: (current - 1) * TODO_PAGE_SIZE,
      }),
      this.readStore.count('todo_items', { where }),
    ]);
    return pageOf(
      items.map(({ user_id: _user, updated_at: _updated, message_seq: _seq, ...item }) => item),
      total,
      current,
      TODO_PAGE_SIZE,
    );
  }

  async counters(userId: string): Promise<UnreadCounters> {
    const [todo, news, deals] = await Promise.all([
      this.readStore.count('todo_items', { where: { user_id: userId, status: OPEN } }),
      this.news.unreadCount(userId),
      this.deals.counters(userId),
    ]);
    return { todo_list_unread: todo, news_unread: news, ...deals };
  }
}
