import { api, type ApiAnswer, type ApiSchema } from '../../../lib/typed-api-client';

export type Admin = ApiSchema<'AdminView'>;
export type AdminSignIn = ApiAnswer<'/api/admin/login', 'post'>;

export function signInAdmin(body: { email: string; password: string }): Promise<AdminSignIn> {
  return api.POST('/api/admin/login', { body });
}

export function fetchAdminMe(signal?: AbortSignal): Promise<Admin> {
  return api.GET('/api/admin/me', { signal });
}

export function signOutAdmin(): Promise<null> {
  return api.POST('/api/admin/logout');
}
