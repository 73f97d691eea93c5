import { apiClient } from '../../../lib/api-client';

export interface Hobby {
  id: number;
  name: string;
  image_no: number;
}

function isHobby(value: unknown): value is Hobby {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<Hobby>;
  return typeof item.id === 'number' && typeof item.name === 'string';
}

export async function fetchHobbies(signal?: AbortSignal): Promise<Hobby[]> {
  const data = await apiClient.get<unknown>('/api/master/hobby/list', signal);
  return Array.isArray(data) ? data.filter(isHobby) : [];
}
