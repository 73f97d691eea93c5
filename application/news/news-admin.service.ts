import { Injectable } from '@nestjs/common';
import { newsItemDecider, isNewsVisible, type NewsDraft, type NewsItemCommand } from '../../domain/news/news-item.decider';
import { newsItemStreamId } from '../../domain/news/news-item.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { NewsItemDocument } from '../../read-models/news/news-items.projector';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { pageOf, type Page } from '../shared/page';
import { ReadStore } from '../shared/read-store.port';
import { newsCategories, type NewsCategoryView } from './news-categories';

const NEWS_ITEMS_COLLECTION = 'news_items';

export const ADMIN_NEWS_PAGE_SIZE = 20;

/** 下書き (no time yet), 公開予約 (time to come), 公開中, 非公開 (taken down). */
export type NewsPublicationState = 'draft' | 'scheduled' | 'published' | 'unpublished';

export interface AdminNewsView {
  id: string;
  title: string;
  body: string;
  category: NewsCategoryView | null;
  notify_by_mail: boolean;
  publish_at: string | null;
  state: NewsPublicationState;
  mail_sent_at: string | null;
  mail_recipients: number | null;
  created_at: string;
  updated_at: string;
}

export interface AdminNewsFilter {
  state?: NewsPublicationState;
  keyword?: string;
}

export function publicationState(item: Pick<NewsItemDocument, 'publish_at' | 'unpublished'>, now: string): NewsPublicationState {
  if (item.unpublished) return 'unpublished';
  if (item.publish_at === null) return 'draft';
  return isNewsVisible(item, now) ? 'published' : 'scheduled';
}

/** News as admins write it: create, edit, publish at a time, take down, delete. */
@Injectable()
export class NewsAdminService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
  ) {}

  /**
   * News items are few (a handful a month), so the list is filtered in memory rather than through
   * range and text conditions the read store does not offer.
   */
  async list(filter: AdminNewsFilter, page: number): Promise<Page<AdminNewsView>> {
    const now = this.clock.now();
    const [items, categories] = await Promise.all([this.readStore.find<NewsItemDocument>(NEWS_ITEMS_COLLECTION), newsCategories(this.readStore)]);
    const keyword = filter.keyword?.trim().toLowerCase();
    const matching = items
      .filter((item) => !filter.state || publicationState(item, now) === filter.state)
      .filter((item) => !keyword || item.title.toLowerCase().includes(keyword) || item.body.toLowerCase().includes(keyword))
      .sort((a, b) => (b.publish_at ?? b.created_at).localeCompare(a.publish_at ?? a.created_at) || b.created_at.localeCompare(a.created_at));
    const current = Math.max(1, page);
    const shown = matching.slice((current - 1) * ADMIN_NEWS_PAGE_SIZE, current * ADMIN_NEWS_PAGE_SIZE);
    return pageOf(shown.map((item) => adminView(item, categories, now)), matching.length, current, ADMIN_NEWS_PAGE_SIZE);
  }

  async get(id: string): Promise<AdminNewsView> {
    const item = await this.readStore.get<NewsItemDocument>(NEWS_ITEMS_COLLECTION, id);
    if (!item) throw DomainError.notFound('news.not_found', '指定されたお知らせが見つかりません。');
    return adminView(item, await newsCategories(this.readStore), this.clock.now());
  }

  async create(draft: NewsDraft, context: CommandContext): Promise<CommandResult & { id: string }> {
    const id = this.ids.uuid();
    const result = await this.run(id, { type: 'CreateNewsItem', news_id: id, draft, category_ids: await this.categoryIds(), now: this.clock.now() }, context);
    return { ...result, id };
  }

  async edit(id: string, draft: NewsDraft, context: CommandContext): Promise<CommandResult> {
    return this.run(id, { type: 'EditNewsItem', draft, category_ids: await this.categoryIds(), now: this.clock.now() }, context);
  }

  publish(id: string, publishAt: unknown, context: CommandContext): Promise<CommandResult> {
    return this.run(id, { type: 'PublishNewsItem', publish_at: publishAt, now: this.clock.now() }, context);
  }

  unpublish(id: string, context: CommandContext): Promise<CommandResult> {
    return this.run(id, { type: 'UnpublishNewsItem', now: this.clock.now() }, context);
  }

  remove(id: string, context: CommandContext): Promise<CommandResult> {
    return this.run(id, { type: 'DeleteNewsItem', now: this.clock.now() }, context);
  }

  private async categoryIds(): Promise<number[]> {
    return (await newsCategories(this.readStore)).map((category) => category.id);
  }

  private run(id: string, command: NewsItemCommand, context: CommandContext): Promise<CommandResult> {
    if (!/^[\w-]{1,64}$/.test(id)) throw DomainError.notFound('news.not_found', '指定されたお知らせが見つかりません。');
    return handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: newsItemDecider, streamId: newsItemStreamId(id), command, context });
  }
}

function adminView(item: NewsItemDocument, categories: readonly NewsCategoryView[], now: string): AdminNewsView {
  return {
    id: item.news_id,
    title: item.title,
    body: item.body,
    category: categories.find((category) => category.id === item.category_id) ?? null,
    notify_by_mail: item.notify_by_mail,
    publish_at: item.publish_at,
    state: publicationState(item, now),
    mail_sent_at: item.mail_sent_at,
    mail_recipients: item.mail_recipients,
    created_at: item.created_at,
    updated_at: item.updated_at,
  };
}
