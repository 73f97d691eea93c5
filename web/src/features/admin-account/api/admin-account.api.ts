import { apiClient } from '../../../lib/api-client';

export interface Admin {
  id: string;
  name: string;
  email: string;
}

export interface AdminSignIn {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  role: string;
  admin: Admin;
}

export function signInAdmin(body: { email: string; password: string }): Promise<AdminSignIn> {
  return apiClient.post<AdminSignIn>('/api/admin/login', body);
}

export function fetchAdminMe(signal?: AbortSignal): Promise<Admin> {
  return apiClient.get<Admin>('/api/admin/me', signal);
}

export function signOutAdmin(): Promise<null> {
  return apiClient.post<null>('/api/admin/logout');
}
