import { api, type ApiAnswer } from '../../../lib/typed-api-client';

export type MemberSignIn = ApiAnswer<'/api/admin/minashi-login', 'post'>;

export function startImpersonation(userId: string): Promise<MemberSignIn> {
  return api.POST('/api/admin/minashi-login', { body: { user_id: userId } });
}
