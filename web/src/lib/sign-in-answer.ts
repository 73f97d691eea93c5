import type { ApiAnswer } from './typed-api-client';

type TokenAnswer = ApiAnswer<'/api/token/refresh', 'post'>;

/** What every sign-in call answers (member, admin and lawyer alike): the token, and the member when there is one. */
export type SignInAnswer = Pick<TokenAnswer, 'access_token' | 'token_type' | 'expires_in'> & {
  role?: TokenAnswer['role'];
  user?: { id: string; nickname?: string | null } | null;
};
