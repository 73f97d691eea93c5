import { apiClient } from '../../../lib/api-client';

export interface Hobby {
  id: number;
  name: string;
  image_no: number;
}

export async function fetchHobbies(signal?: AbortSignal): Promise<Hobby[]> {
  const data = await apiClient.get<unknown>('/api/master/hobby/list', signal);
  return Array.isArray(data)
    ? data.filter((item): item is Hobby => typeof item === 'object' && item !== null && typeof (item as Hobby).id === 'number')
    : [];
}
