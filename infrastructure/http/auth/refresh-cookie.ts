import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IssuedSession } from '../../../application/accounts/session-issuer.port';

export const REFRESH_COOKIE = 'ietochi_refresh';
export const REFRESH_COOKIE_PATH = '/api/token';

function setRefreshCookie(reply: FastifyReply, value: string, expires: Date, secure: boolean): void {
  const attributes = [`Path=${REFRESH_COOKIE_PATH}`, `Expires=${expires.toUTCString()}`, 'HttpOnly', ...(secure ? ['Secure'] : []), 'SameSite=Strict'];
  reply.header('Set-Cookie', [`${REFRESH_COOKIE}=${encodeURIComponent(value)}`, ...attributes].join('; '));
}

/**
 * The sign-in answer: the access token in the body, the refresh token only in an HttpOnly cookie.
 * A session without a refresh token (impersonation) leaves the cookie the browser holds alone.
 */
export function signInAnswer<T extends object>(reply: FastifyReply, session: IssuedSession, secure: boolean, extra: T) {
  if (session.refresh_token) setRefreshCookie(reply, session.refresh_token, new Date(session.refresh_expires_at), secure);
  return { access_token: session.access_token, token_type: session.token_type, expires_in: session.expires_in, role: session.role, ...extra };
}

export function clearRefreshCookie(reply: FastifyReply, secure: boolean): void {
  setRefreshCookie(reply, '', new Date(1), secure);
}

export function readRefreshCookie(request: FastifyRequest): string | null {
  const header = request.headers.cookie ?? '';
  for (const part of header.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === REFRESH_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
}
