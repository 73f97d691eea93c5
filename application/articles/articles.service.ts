import { Injectable } from '@nestjs/common';
import type { ArticleCategory } from '../../domain/articles/article.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { ArticleDocument } from '../../read-models/articles/articles.projector';
import { ContentImagesService } from '../content-images/content-images.service';
import { pageOf, type Page } from '../shared/page';
import { ReadStore } from '../shared/read-store.port';
import { ARTICLE_CATEGORY_LABELS, ARTICLE_EXCERPT_LENGTH, articleUrl, type ArticleDetail, type ArticleSummary } from './article-view';
import { MarkdownRenderer } from './markdown-renderer.port';

const ARTICLES_COLLECTION = 'articles';
export const ARTICLES_PAGE_SIZE = 12;
/** Columns in the top page's block. */
export const TOP_ARTICLES = 3;

const notFound = () => DomainError.notFound('article.not_found', '指定されたコラムが見つかりません。');

/** Columns as the site shows them: published ones only, newest first. */
@Injectable()
export class ArticlesService {
  constructor(
    private readonly readStore: ReadStore,
    private readonly images: ContentImagesService,
    private readonly renderer: MarkdownRenderer,
  ) {}

  async list(page: number, category?: ArticleCategory): Promise<Page<ArticleSummary>> {
    const published = (await this.published()).filter((article) => !category || article.category === category);
    const current = Math.max(1, page);
    const shown = published.slice((current - 1) * ARTICLES_PAGE_SIZE, current * ARTICLES_PAGE_SIZE);
    return pageOf(await Promise.all(shown.map((article) => this.summary(article))), published.length, current, ARTICLES_PAGE_SIZE);
  }

  async top(): Promise<ArticleSummary[]> {
    return Promise.all((await this.published()).slice(0, TOP_ARTICLES).map((article) => this.summary(article)));
  }

  /** By slug first (`1698` is the for-corporations column's), then by id. */
  async get(key: string): Promise<ArticleDetail> {
    if (!/^[\w-]{1,64}$/.test(key)) throw notFound();
    const [bySlug] = await this.readStore.find<ArticleDocument>(ARTICLES_COLLECTION, { where: { slug: key, status: 'published' } });
    const article = bySlug ?? (await this.readStore.get<ArticleDocument>(ARTICLES_COLLECTION, key));
    if (!article || article.status !== 'published') throw notFound();
    return { ...(await this.summary(article)), html: this.renderer.toHtml(article.body_markdown) };
  }

  private async published(): Promise<ArticleDocument[]> {
    const articles = await this.readStore.find<ArticleDocument>(ARTICLES_COLLECTION, { where: { status: 'published' } });
    return articles.sort((a, b) => b.published_at!.localeCompare(a.published_at!) || b.article_id.localeCompare(a.article_id));
  }

  private async summary(article: ArticleDocument): Promise<ArticleSummary> {
    return {
      id: article.article_id,
      slug: article.slug,
      title: article.title,
      excerpt: this.renderer.toText(article.body_markdown, ARTICLE_EXCERPT_LENGTH),
      cover_image: await this.images.describe(article.cover_image_id),
      category: article.category,
      category_label: ARTICLE_CATEGORY_LABELS[article.category],
      published_at: article.published_at!,
      url: articleUrl(article),
    };
  }
}
