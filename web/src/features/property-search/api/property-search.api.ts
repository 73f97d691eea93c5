import { api, type ApiAnswer, type ApiSchema } from '../../../lib/typed-api-client';
import { readConditions } from '../lib/search-conditions';
import type { SearchConditions } from '../lib/search-conditions';

export type SearchResultPage = ApiAnswer<'/api/property/search', 'post'>;

/** A past search, its conditions read into the form's own shape. */
export type SearchHistoryEntry = Omit<ApiSchema<'SearchHistoryEntry'>, 'conditions'> & { conditions: SearchConditions };

export function searchProperties(conditions: SearchConditions, page: number): Promise<SearchResultPage> {
  return api.POST('/api/property/search', { params: { query: { page } }, body: conditions });
}

export async function fetchSearchHistory(signal?: AbortSignal): Promise<SearchHistoryEntry[]> {
  const entries = await api.GET('/api/property/search_history/index', { signal });
  return entries.map((entry) => ({ ...entry, conditions: readConditions(entry.conditions) }));
}
