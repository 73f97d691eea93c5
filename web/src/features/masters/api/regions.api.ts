import { apiClient } from '../../../lib/api-client';

export interface Prefecture {
  id: number;
  prefecture_id: number;
  name: string;
  name_en: string;
}

export interface Region {
  id: number;
  name: string;
  name_en: string;
  prefectures: Prefecture[];
}

function isRegion(value: unknown): value is Region {
  if (typeof value !== 'object' || value === null) return false;
  const region = value as Partial<Region>;
  return typeof region.id === 'number' && typeof region.name === 'string' && Array.isArray(region.prefectures);
}

/** Anything that is not a list of regions counts as no regions, so the selects stay empty. */
export async function fetchRegions(signal?: AbortSignal): Promise<Region[]> {
  const data = await apiClient.get<unknown>('/api/master/regions', signal);
  return Array.isArray(data) ? data.filter(isRegion) : [];
}
