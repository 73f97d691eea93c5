import { apiClient } from '../../../lib/api-client';

export interface City {
  code: string;
  name: string;
}

export interface PrefectureWithCities {
  id: number;
  name: string;
  cities: City[];
}

function isPrefecture(value: unknown): value is PrefectureWithCities {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<PrefectureWithCities>;
  return typeof item.id === 'number' && typeof item.name === 'string';
}

export async function fetchPrefectures(signal?: AbortSignal): Promise<PrefectureWithCities[]> {
  const data = await apiClient.get<unknown>('/api/master/prefectures', signal);
  if (!Array.isArray(data)) return [];
  return data.filter(isPrefecture).map((item) => ({ ...item, cities: Array.isArray(item.cities) ? item.cities : [] }));
}
