import { api, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type AdminNews = ApiSchema<'AdminNewsView'>;
export type AdminNewsPage = ApiSchema<'PageAdminNewsView'>;
export type AdminNewsFilter = ApiBody<'/api/admin/news/list', 'post'>;
export type NewsInput = ApiBody<'/api/admin/news/create', 'post'>;
export type NewsCategory = ApiSchema<'NewsCategoryView'>;

export const NEWS_STATES = {
  draft: { label: '下書き', color: 'default' },
  scheduled: { label: '公開予約', color: 'blue' },
  published: { label: '公開中', color: 'green' },
  unpublished: { label: '非公開', color: 'red' },
} as const;

export function fetchAdminNews(filter: AdminNewsFilter, page: number, signal?: AbortSignal): Promise<AdminNewsPage> {
  return api.POST('/api/admin/news/list', { params: { query: { page: String(page) } }, body: filter, signal });
}

export function fetchNewsCategories(signal?: AbortSignal): Promise<NewsCategory[]> {
  return api.GET('/api/notification-category/list', { signal });
}

export function createNews(body: NewsInput): Promise<AdminNews> {
  return api.POST('/api/admin/news/create', { body });
}

export function editNews(id: string, body: NewsInput): Promise<AdminNews> {
  return api.POST('/api/admin/news/{id}/edit', { params: { path: { id } }, body });
}

export function publishNews(id: string): Promise<AdminNews> {
  return api.POST('/api/admin/news/{id}/publish', { params: { path: { id } }, body: {} });
}

export function unpublishNews(id: string): Promise<AdminNews> {
  return api.POST('/api/admin/news/{id}/unpublish', { params: { path: { id } } });
}

export function deleteNews(id: string) {
  return api.POST('/api/admin/news/delete', { body: { id } });
}
