import { apiClient } from '../../../lib/api-client';

export interface City {
  code: string;
  name: string;
}

export interface PrefectureMaster {
  id: number;
  prefecture_id: number;
  name: string;
  name_en: string;
  area_id: number;
  cities: City[];
}

function isPrefecture(value: unknown): value is PrefectureMaster {
  if (typeof value !== 'object' || value === null) return false;
  const prefecture = value as Partial<PrefectureMaster>;
  return typeof prefecture.id === 'number' && typeof prefecture.name === 'string';
}

export async function fetchPrefectures(signal?: AbortSignal): Promise<PrefectureMaster[]> {
  const data = await apiClient.get<unknown>('/api/master/prefectures', signal);
  if (!Array.isArray(data)) return [];
  return data.filter(isPrefecture).map((item) => ({ ...item, cities: Array.isArray(item.cities) ? item.cities : [] }));
}
