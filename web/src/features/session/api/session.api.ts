import { apiClient, apiRequest } from '../../../lib/api-client';
import type { SignInAnswer } from '../../../lib/sign-in-answer';

export interface LoginInput {
  email: string;
  password: string;
}

export interface Impersonator {
  id: string;
  name: string;
}

export interface Me {
  id: string;
  nickname: string;
  email: string;
  class: number;
  corporate_number: string | null;
  identification_verify_status: number;
  is_interested_buyer: boolean;
  is_interested_seller: boolean;
  profile_completed: boolean;
  impersonator: Impersonator | null;
}

export function login(input: LoginInput): Promise<SignInAnswer> {
  return apiClient.post<SignInAnswer>('/api/login', input);
}

/** A POST, so the browser sends the Origin the server checks before ending the session. */
export function logout(): Promise<null> {
  return apiClient.post<null>('/api/logout');
}

export function fetchMe(signal?: AbortSignal): Promise<Me> {
  return apiClient.get<Me>('/api/me', signal);
}

/** The refresh token travels only as an HttpOnly cookie, so the call has no body. */
export async function refreshAccessToken(): Promise<string> {
  const answer = await apiRequest<Partial<SignInAnswer> | null>('/api/token/refresh', {
    method: 'POST',
    renewOnUnauthorized: false,
  });
  if (typeof answer?.access_token !== 'string' || answer.access_token === '') {
    throw new Error('The refresh answer carries no access token');
  }
  return answer.access_token;
}
