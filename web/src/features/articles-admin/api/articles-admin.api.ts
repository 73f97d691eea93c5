import { api, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type AdminArticle = ApiSchema<'AdminArticleView'>;
export type AdminArticlePage = ApiSchema<'PageAdminArticleView'>;
export type AdminArticleFilter = ApiBody<'/api/admin/article/list', 'post'>;
export type ArticleInput = ApiBody<'/api/admin/article/create', 'post'>;
export type ContentImage = ApiSchema<'ContentImage'>;

export const ARTICLE_STATUSES = {
  draft: { label: '下書き', color: 'default' },
  published: { label: '公開中', color: 'green' },
} as const;

export const ARTICLE_CATEGORY_OPTIONS = [
  { value: 'general', label: '一般' },
  { value: 'corporate', label: '法人向け' },
] as const;

export function fetchAdminArticles(filter: AdminArticleFilter, page: number, signal?: AbortSignal): Promise<AdminArticlePage> {
  return api.POST('/api/admin/article/list', { params: { query: { page: String(page) } }, body: filter, signal });
}

export function createArticle(body: ArticleInput): Promise<AdminArticle> {
  return api.POST('/api/admin/article/create', { body });
}

export function editArticle(id: string, body: ArticleInput): Promise<AdminArticle> {
  return api.POST('/api/admin/article/{id}/edit', { params: { path: { id } }, body });
}

export function publishArticle(id: string): Promise<AdminArticle> {
  return api.POST('/api/admin/article/{id}/publish', { params: { path: { id } } });
}

export function unpublishArticle(id: string): Promise<AdminArticle> {
  return api.POST('/api/admin/article/{id}/unpublish', { params: { path: { id } } });
}

export function deleteArticle(id: string) {
  return api.POST('/api/admin/article/delete', { body: { id } });
}

/** The page's HTML for a draft's Markdown, made by the server's renderer; nothing is stored. */
export function previewArticle(markdown: string): Promise<{ html: string }> {
  return api.POST('/api/admin/article/preview', { body: { body_markdown: markdown } });
}

export function uploadContentImage(file: File): Promise<ContentImage> {
  const form = new FormData();
  form.append('image', file);
  return api.POST('/api/admin/content-image/upload', { body: form });
}
