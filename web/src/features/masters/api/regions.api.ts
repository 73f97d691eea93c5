import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type Prefecture = ApiSchema<'RegionPrefecture'>;
export type Region = ApiSchema<'Region'>;

export function fetchRegions(signal?: AbortSignal): Promise<Region[]> {
  return api.GET('/api/master/regions', { signal });
}
