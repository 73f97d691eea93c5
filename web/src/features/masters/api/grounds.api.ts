import { apiClient } from '../../../lib/api-client';

/** A land category (地目); also what `/api/master/hash-tag-list` answers for hashtags. */
export interface NamedMaster {
  id: number;
  name: string;
}

function isNamed(value: unknown): value is NamedMaster {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<NamedMaster>;
  return typeof item.id === 'number' && typeof item.name === 'string';
}

export async function fetchGrounds(signal?: AbortSignal): Promise<NamedMaster[]> {
  const data = await apiClient.get<unknown>('/api/master/grounds', signal);
  return Array.isArray(data) ? data.filter(isNamed).map(({ id, name }) => ({ id, name })) : [];
}

export async function fetchHashtags(signal?: AbortSignal): Promise<NamedMaster[]> {
  const data = await apiClient.get<unknown>('/api/master/hash-tag-list', signal);
  return Array.isArray(data) ? data.filter(isNamed).map(({ id, name }) => ({ id, name })) : [];
}
