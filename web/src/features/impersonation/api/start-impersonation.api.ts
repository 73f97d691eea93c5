import { apiClient } from '../../../lib/api-client';

export interface MemberSignIn {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  role: string;
}

export function startImpersonation(userId: string): Promise<MemberSignIn> {
  return apiClient.post<MemberSignIn>('/api/admin/minashi-login', { user_id: userId });
}
