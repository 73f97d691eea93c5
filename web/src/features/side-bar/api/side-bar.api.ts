import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type SideBar = ApiSchema<'SideBar'>;

export function fetchSideBar(signal?: AbortSignal): Promise<SideBar> {
  return api.GET('/api/side-bar', { signal });
}
