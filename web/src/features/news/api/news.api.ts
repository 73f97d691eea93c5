import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type NewsItem = ApiSchema<'NewsView'>;
export type MemberNewsItem = ApiSchema<'MemberNewsView'>;
export type NewsPage = ApiSchema<'PageNewsView'>;
export type MemberNewsPage = ApiSchema<'PageMemberNewsView'>;

export const NEWS_PAGE_SIZE = 10;

export function fetchNewsPage(page: number, signal?: AbortSignal): Promise<NewsPage> {
  return api.GET('/api/news/list/{perPage}', { params: { path: { perPage: String(NEWS_PAGE_SIZE) }, query: { page: String(page) } }, signal });
}

export function fetchNewsItem(id: string, signal?: AbortSignal): Promise<NewsItem> {
  return api.GET('/api/news/{id}', { params: { path: { id } }, signal });
}

export function fetchMemberNewsPage(page: number, signal?: AbortSignal): Promise<MemberNewsPage> {
  return api.GET('/api/mypage/news/list', { params: { query: { page: String(page) } }, signal });
}

export function markNewsRead(id: string) {
  return api.POST('/api/mypage/news/{id}/read', { params: { path: { id } } });
}
