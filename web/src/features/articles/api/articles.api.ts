import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type ArticleSummary = ApiSchema<'ArticleSummary'>;
export type ArticleDetail = ApiSchema<'ArticleDetail'>;
export type ArticlePage = ApiSchema<'PageArticleSummary'>;

export const ARTICLES_PAGE_SIZE = 12;

export function fetchArticlePage(page: number, signal?: AbortSignal): Promise<ArticlePage> {
  return api.GET('/api/article/list', { params: { query: { page: String(page) } }, signal });
}

/** By id or slug: `1698` is the for-corporations column. */
export function fetchArticle(key: string, signal?: AbortSignal): Promise<ArticleDetail> {
  return api.GET('/api/article/{key}', { params: { path: { key } }, signal });
}

export function fetchTopArticles(signal?: AbortSignal): Promise<ArticleSummary[]> {
  return api.GET('/api/word-press/top', { signal });
}
