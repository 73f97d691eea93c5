import { apiClient } from '../../../lib/api-client';
import type { PropertyCardItem } from '../../../ui/property-card.types';
import { cardsOf } from './property-search.api';

export interface TopPagePrefecture {
  prefecture_id: number;
  name: string;
  name_en: string;
  count: number;
}

export interface TopPageRegion {
  area_id: number;
  name: string;
  name_en: string;
  count: number;
  prefectures: TopPagePrefecture[];
}

export interface CountedItem {
  id: number;
  name: string;
  count: number;
}

export interface TopPageData {
  newest: PropertyCardItem[];
  regions: TopPageRegion[];
  hashtags: CountedItem[];
  grounds: CountedItem[];
}

function list<T>(value: unknown, accept: (item: Record<string, unknown>) => boolean): T[] {
  return Array.isArray(value)
    ? (value.filter((item) => typeof item === 'object' && item !== null && accept(item as Record<string, unknown>)) as T[])
    : [];
}

const counted = (item: Record<string, unknown>) => typeof item.id === 'number' && typeof item.name === 'string';

export async function fetchTopPage(signal?: AbortSignal): Promise<TopPageData> {
  const answer = await apiClient.get<Record<string, unknown> | null>('/api/top-page', signal);
  const body = answer ?? {};
  return {
    newest: cardsOf(body.newest),
    regions: list<TopPageRegion>(body.regions, (item) => typeof item.area_id === 'number').map((region) => ({
      ...region,
      prefectures: Array.isArray(region.prefectures) ? region.prefectures : [],
    })),
    hashtags: list<CountedItem>(body.hashtags, counted),
    grounds: list<CountedItem>(body.grounds, counted),
  };
}
