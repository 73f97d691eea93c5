import { api, type ApiAnswer } from '../../../lib/typed-api-client';

/** A land category (地目), or a hashtag with only what a select needs. */
export type NamedMaster = ApiAnswer<'/api/master/grounds', 'get'>[number];

export function fetchGrounds(signal?: AbortSignal): Promise<NamedMaster[]> {
  return api.GET('/api/master/grounds', { signal });
}

export async function fetchHashtags(signal?: AbortSignal): Promise<NamedMaster[]> {
  const hashtags = await api.GET('/api/master/hash-tag-list', { signal });
  return hashtags.map(({ id, name }) => ({ id, name }));
}
