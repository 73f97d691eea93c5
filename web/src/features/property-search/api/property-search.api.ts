import { apiClient } from '../../../lib/api-client';
import type { PropertyCardItem } from '../../../ui/property-card.types';
import { readConditions } from '../lib/search-conditions';
import type { SearchConditions } from '../lib/search-conditions';

export interface SearchResultPage {
  data: PropertyCardItem[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface SearchHistoryEntry {
  id: string | number;
  conditions: SearchConditions;
  searched_at: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function cardsOf(value: unknown): PropertyCardItem[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is PropertyCardItem => isRecord(item) && (typeof item.id === 'number' || typeof item.id === 'string'))
    .map((item) => ({ ...item, hashtags: Array.isArray(item.hashtags) ? item.hashtags : [] }));
}

/** Anything else than a list of cards counts as no listings, which the page shows as no result. */
export async function searchProperties(conditions: SearchConditions, page: number): Promise<SearchResultPage> {
  const answer = await apiClient.post<unknown>(`/api/property/search?page=${page}`, conditions);
  const body = isRecord(answer) ? answer : {};
  const number = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);
  return {
    data: cardsOf(body.data),
    current_page: number(body.current_page, page),
    last_page: number(body.last_page, 1),
    per_page: number(body.per_page, 0),
    total: number(body.total, 0),
  };
}

export async function fetchSearchHistory(signal?: AbortSignal): Promise<SearchHistoryEntry[]> {
  const answer = await apiClient.get<unknown>('/api/property/search_history/index', signal);
  if (!Array.isArray(answer)) return [];
  return answer.filter(isRecord).map((entry) => ({
    id: typeof entry.id === 'number' || typeof entry.id === 'string' ? entry.id : String(entry.searched_at),
    conditions: readConditions(isRecord(entry.conditions) ? entry.conditions : {}),
    searched_at: typeof entry.searched_at === 'string' ? entry.searched_at : '',
  }));
}
