import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSiteSettings } from './site-settings.api';

export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['site-settings'] as const,
  queryFn: ({ signal }) => fetchSiteSettings(signal),
  // Settings change only with a restart of the server.
  staleTime: Infinity,
});

export function useSiteSettings() {
  return useQuery(siteSettingsQueryOptions);
}
