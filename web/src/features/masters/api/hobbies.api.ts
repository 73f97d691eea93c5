import { api, type ApiAnswer } from '../../../lib/typed-api-client';

export type Hobby = ApiAnswer<'/api/master/hobby/list', 'get'>[number];

export function fetchHobbies(signal?: AbortSignal): Promise<Hobby[]> {
  return api.GET('/api/master/hobby/list', { signal });
}
