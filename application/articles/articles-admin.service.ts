import { Injectable } from '@nestjs/common';
import { articleDecider, type ArticleCommand, type ArticleDraft } from '../../domain/articles/article.decider';
import { articleStreamId } from '../../domain/articles/article.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { ArticleDocument } from '../../read-models/articles/articles.projector';
import { ContentImagesService } from '../content-images/content-images.service';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { pageOf, type Page } from '../shared/page';
import { ReadStore } from '../shared/read-store.port';
import { articleUrl, type AdminArticleView } from './article-view';
import { MarkdownRenderer } from './markdown-renderer.port';

const ARTICLES_COLLECTION = 'articles';
export const ADMIN_ARTICLES_PAGE_SIZE = 20;

export interface AdminArticleFilter {
  status?: 'draft' | 'published';
  keyword?: string;
}

const notFound = () => DomainError.notFound('article.not_found', '指定されたコラムが見つかりません。');

/** Columns as admins write them: drafts, a preview by the renderer the site uses, publication, deletion. */
@Injectable()
export class ArticlesAdminService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly readStore: ReadStore,
    private readonly images: ContentImagesService,
    private readonly renderer: MarkdownRenderer,
  ) {}

  /** Columns are few (some a month), so the list is filtered in memory. */
  async list(filter: AdminArticleFilter, page: number): Promise<Page<AdminArticleView>> {
    const articles = await this.readStore.find<ArticleDocument>(ARTICLES_COLLECTION);
    const keyword = filter.keyword?.trim().toLowerCase();
    const matching = articles
      .filter((article) => !filter.status || article.status === filter.status)
      .filter((article) => !keyword || article.title.toLowerCase().includes(keyword) || article.body_markdown.toLowerCase().includes(keyword))
      .sort((a, b) => b.updated_at.localeCompare(a.updated_at) || b.article_id.localeCompare(a.article_id));
    const current = Math.max(1, page);
    const shown = matching.slice((current - 1) * ADMIN_ARTICLES_PAGE_SIZE, current * ADMIN_ARTICLES_PAGE_SIZE);
    return pageOf(await Promise.all(shown.map((article) => this.view(article))), matching.length, current, ADMIN_ARTICLES_PAGE_SIZE);
  }

  async get(id: string): Promise<AdminArticleView> {
    const article = await this.readStore.get<ArticleDocument>(ARTICLES_COLLECTION, id);
    if (!article) throw notFound();
    return this.view(article);
  }

  /** What the page will show, made by the same renderer; nothing is stored. */
  preview(markdown: unknown): { html: string } {
    if (typeof markdown !== 'string') throw DomainError.invalid('article.preview_invalid', 'body_markdown', '本文は文字列で入力してください。');
    return { html: this.renderer.toHtml(markdown) };
  }

  async create(draft: ArticleDraft, context: CommandContext): Promise<CommandResult & { id: string }> {
    const id = this.ids.uuid();
    const result = await this.run(id, { type: 'CreateArticle', article_id: id, draft, lookups: await this.lookups(id, draft), now: this.clock.now() }, context);
    return { ...result, id };
  }

  async edit(id: string, draft: ArticleDraft, context: CommandContext): Promise<CommandResult> {
    return this.run(id, { type: 'EditArticle', draft, lookups: await this.lookups(id, draft), now: this.clock.now() }, context);
  }

  publish(id: string, context: CommandContext): Promise<CommandResult> {
    return this.run(id, { type: 'PublishArticle', now: this.clock.now() }, context);
  }

  unpublish(id: string, context: CommandContext): Promise<CommandResult> {
    return this.run(id, { type: 'UnpublishArticle', now: this.clock.now() }, context);
  }

  remove(id: string, context: CommandContext): Promise<CommandResult> {
    return this.run(id, { type: 'DeleteArticle', now: this.clock.now() }, context);
  }

  private async lookups(id: string, draft: ArticleDraft) {
    const slug = typeof draft.slug === 'string' && draft.slug !== '' ? draft.slug : null;
    const sameSlug = slug ? await this.readStore.find<ArticleDocument>(ARTICLES_COLLECTION, { where: { slug } }) : [];
    // A slug may not be another article's id either: the public address resolves both.
    const idTaken = slug ? (await this.readStore.get<ArticleDocument>(ARTICLES_COLLECTION, slug)) !== null : false;
    return {
      taken_slugs: [...sameSlug.filter((article) => article.article_id !== id).map((article) => article.slug!), ...(idTaken && slug !== id ? [slug!] : [])],
      image_exists: typeof draft.cover_image_id === 'string' && (await this.images.exists(draft.cover_image_id)),
    };
  }

  private async view(article: ArticleDocument): Promise<AdminArticleView> {
    return {
      id: article.article_id,
      slug: article.slug,
      title: article.title,
      body_markdown: article.body_markdown,
      cover_image: await this.images.describe(article.cover_image_id),
      category: article.category,
      status: article.status,
      published_at: article.published_at,
      created_at: article.created_at,
      updated_at: article.updated_at,
      url: articleUrl(article),
    };
  }

  private run(id: string, command: ArticleCommand, context: CommandContext): Promise<CommandResult> {
    if (!/^[\w-]{1,64}$/.test(id)) throw notFound();
    return handleDeciderCommand({ eventStore: this.eventStore, ids: this.ids, decider: articleDecider, streamId: articleStreamId(id), command, context });
  }
}
