import type { Request, Response } from 'express';
import type { IssuedSession } from '../../../application/accounts/session-issuer.port';

export const REFRESH_COOKIE = 'ietochi_refresh';
export const REFRESH_COOKIE_PATH = '/api/token';

/** The sign-in answer: the access token in the body, the refresh token only in an HttpOnly cookie. */
export function signInAnswer<T extends object>(response: Response, session: IssuedSession, secure: boolean, extra: T) {
  response.cookie(REFRESH_COOKIE, session.refresh_token, {
    httpOnly: true,
    sameSite: 'strict',
    secure,
    path: REFRESH_COOKIE_PATH,
    expires: new Date(session.refresh_expires_at),
  });
  return { access_token: session.access_token, token_type: session.token_type, expires_in: session.expires_in, role: session.role, ...extra };
}

export function clearRefreshCookie(response: Response, secure: boolean): void {
  response.clearCookie(REFRESH_COOKIE, { httpOnly: true, sameSite: 'strict', secure, path: REFRESH_COOKIE_PATH });
}

export function readRefreshCookie(request: Request): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}
