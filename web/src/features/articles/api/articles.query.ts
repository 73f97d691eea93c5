import { useQuery } from '@tanstack/react-query';
import { fetchArticle, fetchArticlePage, fetchTopArticles } from './articles.api';

const articlesKey = ['articles'] as const;

export function useArticlePage(page: number) {
  return useQuery({ queryKey: [...articlesKey, 'list', page], queryFn: ({ signal }) => fetchArticlePage(page, signal) });
}

export function useArticle(key: string) {
  return useQuery({ queryKey: [...articlesKey, 'item', key], queryFn: ({ signal }) => fetchArticle(key, signal) });
}

export function useTopArticles() {
  return useQuery({ queryKey: [...articlesKey, 'top'], queryFn: ({ signal }) => fetchTopArticles(signal) });
}
