import { api, type ApiAnswer, type ApiSchema } from '../../../lib/typed-api-client';

export type City = ApiSchema<'City'>;
export type PrefectureMaster = ApiAnswer<'/api/master/prefectures', 'get'>[number];

export function fetchPrefectures(signal?: AbortSignal): Promise<PrefectureMaster[]> {
  return api.GET('/api/master/prefectures', { signal });
}
