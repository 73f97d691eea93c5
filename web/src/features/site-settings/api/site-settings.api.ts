import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type SiteSettings = ApiSchema<'SiteSettings'>;

export function fetchSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  return api.GET('/api/site-settings', { signal });
}
