import { apiRequest } from '../../../lib/api-client';
import type { SignInAnswer } from '../../../lib/sign-in-answer';
import { api, type ApiAnswer, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type LoginInput = ApiBody<'/api/login', 'post'>;
export type Me = ApiSchema<'MeView'>;
export type Impersonator = NonNullable<Me['impersonator']>;

export function login(input: LoginInput): Promise<SignInAnswer> {
  return api.POST('/api/login', { body: input });
}

/** A POST, so the browser sends the Origin the server checks before ending the session. */
export function logout(): Promise<null> {
  return api.POST('/api/logout');
}

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return api.GET('/api/me', { signal });
}

/**
 * The refresh token travels only as an HttpOnly cookie, so the call has no body. It goes through
 * the request function itself: a 401 here is the answer, not a token to renew.
 */
export async function refreshAccessToken(): Promise<string> {
  const answer = await apiRequest<ApiAnswer<'/api/token/refresh', 'post'> | null>('/api/token/refresh', {
    method: 'POST',
    renewOnUnauthorized: false,
  });
  if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
    throw new Error('The refresh answer carries no access token');
  }
  return answer.access_token;
}
