import type { AccountRole, Principal } from './account-role';

export interface IssuedSession {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds the access token lasts. */
  expires_in: number;
  role: AccountRole;
  refresh_token: string;
  refresh_expires_at: string;
}

/**
 * Sessions and their tokens: a short access token and a rotating refresh token per session.
 * Ending a session ends both; a refresh token presented twice ends its session (reuse detection).
 */
export abstract class SessionIssuer {
  abstract start(principal: Omit<Principal, 'sessionId'>): Promise<IssuedSession>;
  /** A new pair for a valid refresh token, or null when it is unknown, expired, ended or reused. */
  abstract refresh(refreshToken: string): Promise<IssuedSession | null>;
  abstract end(sessionId: string): Promise<void>;
  abstract endAllFor(subjectId: string): Promise<void>;
  /** The principal of a valid access token of a live session, or null. */
  abstract authenticate(accessToken: string): Promise<Principal | null>;
}
