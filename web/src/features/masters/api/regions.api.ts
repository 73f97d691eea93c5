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

export function fetchRegions(signal?: AbortSignal): Promise<Region[]> {
  return apiClient.get<Region[]>('/api/master/regions', signal);
}
