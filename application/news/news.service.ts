import { Injectable } from '@nestjs/common';
import { isNewsVisible } from '../../domain/news/news-item.decider';
import { newsReadsDecider } from '../../domain/news/news-reads.decider';
import { newsReadsStreamId } from '../../domain/news/news-reads.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { NewsItemDocument } from '../../read-models/news/news-items.projector';
import type { NewsReadDocument } from '../../read-models/news/news-reads.projector';

const NEWS_ITEMS_COLLECTION = 'news_items';
const NEWS_READS_COLLECTION = 'news_reads';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { pageOf, type Page } from '../shared/page';
import { ReadStore } from '../shared/read-store.port';
import { newsCategories, type NewsCategoryView } from './news-categories';

export const NEWS_PAGE_SIZE = 10;
export const NEWS_MAX_PAGE_SIZE = 50;

export interface NewsView {
  id: string;
  title: string;
  body: string;
  category: NewsCategoryView | null;
  publish_at: string;
}

export interface MemberNewsView extends NewsView {
  is_read: boolean;
}

const notFound = () => DomainError.notFound('news.not_found', '指定されたお知らせが見つかりません。');

/**
 * News as the site shows it: only items whose publication time has come and that were not taken
 * down, newest first; for a member, which ones they have opened and how many they have not.
 * News items are few, so visibility (a time compared with now) is decided in memory.
 */
@Injectable()
export class NewsService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
  ) {}

  async list(page: number, perPage = NEWS_PAGE_SIZE): Promise<Page<NewsView>> {
    const [visible, categories] = await Promise.all([this.visible(), newsCategories(this.readStore)]);
    return this.paged(visible, page, perPage, (item) => view(item, categories));
  }

  async get(id: string): Promise<NewsView> {
    const item = await this.readStore.get<NewsItemDocument>(NEWS_ITEMS_COLLECTION, id);
    if (!item || !isNewsVisible(item, this.clock.now())) throw notFound();
    return view(item, await newsCategories(this.readStore));
  }

  async memberList(userId: string, page: number): Promise<Page<MemberNewsView>> {
    const [visible, categories, read] = await Promise.all([this.visible(), newsCategories(this.readStore), this.readIds(userId)]);
    return this.paged(visible, page, NEWS_PAGE_SIZE, (item) => ({ ...view(item, categories), is_read: read.has(item.news_id) }));
  }

  /** Opening an item marks it read; only an item the member can see. */
  async markRead(userId: string, id: string, context: CommandContext): Promise<CommandResult> {
    await this.get(id);
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: newsReadsDecider,
      streamId: newsReadsStreamId(userId),
      command: { type: 'MarkNewsRead', user_id: userId, news_id: id, now: this.clock.now() },
      context,
    });
  }

  async unreadCount(userId: string): Promise<number> {
    const [visible, read] = await Promise.all([this.visible(), this.readIds(userId)]);
    return visible.filter((item) => !read.has(item.news_id)).length;
  }

  private async visible(): Promise<NewsItemDocument[]> {
    const now = this.clock.now();
    const items = await this.readStore.find<NewsItemDocument>(NEWS_ITEMS_COLLECTION, { where: { unpublished: false } });
    return items
      .filter((item) => isNewsVisible(item, now))
      .sort((a, b) => Date.parse(b.publish_at!) - Date.parse(a.publish_at!) || b.created_at.localeCompare(a.created_at));
  }

  private async readIds(userId: string): Promise<Set<string>> {
    const reads = await this.readStore.find<NewsReadDocument>(NEWS_READS_COLLECTION, { where: { user_id: userId } });
    return new Set(reads.map((read) => read.news_id));
  }

  private paged<T>(items: NewsItemDocument[], page: number, perPage: number, shape: (item: NewsItemDocument) => T): Page<T> {
    const current = Math.max(1, page);
    return pageOf(items.slice((current - 1) * perPage, current * perPage).map(shape), items.length, current, perPage);
  }
}

function view(item: NewsItemDocument, categories: readonly NewsCategoryView[]): NewsView {
  return {
    id: item.news_id,
    title: item.title,
    body: item.body,
    category: categories.find((category) => category.id === item.category_id) ?? null,
    publish_at: item.publish_at!,
  };
}
