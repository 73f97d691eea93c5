import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAdminDashboard } from './admin-dashboard.api';

export const adminDashboardQueryOptions = queryOptions({
  queryKey: ['admin', 'dashboard'] as const,
  queryFn: ({ signal }) => fetchAdminDashboard(signal),
});

export function useAdminDashboard() {
  return useQuery(adminDashboardQueryOptions);
}
