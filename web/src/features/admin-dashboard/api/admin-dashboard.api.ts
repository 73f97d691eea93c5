import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type AdminDashboard = ApiSchema<'AdminDashboard'>;

export function fetchAdminDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.GET('/api/admin/dashboard', { signal });
}
