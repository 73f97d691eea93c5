import type { ImpersonationEndReason } from '../../domain/accounts/account.events';
import type { AccountRole, Principal } from './account-role';

export interface IssuedSession {
  /** Stays on the server: answers never carry it. */
  session_id: string;
  access_token: string;
  token_type: 'Bearer';
  /** Seconds the access token lasts. */
  expires_in: number;
  role: AccountRole;
  /** Null for a session that cannot be renewed (an admin acting as a member): it ends with its access token. */
  refresh_token: string | null;
  refresh_expires_at: string;
}

export interface SessionOptions {
  /** The session this one depends on: it ends when that one does (an admin's, for impersonation). */
  parentSessionId?: string;
  /** Shorter than the role's usual lifetime. */
  lifetimeSeconds?: number;
}

/** An impersonation session that has just been ended, with why, so its end can be recorded once. */
export interface EndedImpersonation {
  sessionId: string;
  memberId: string;
  adminId: string;
  reason: ImpersonationEndReason;
}

/**
 * Sessions and their tokens: a short access token and a rotating refresh token per session.
 * Ending a session ends both; a refresh token presented twice ends its session (reuse detection),
 * unless the second use comes within a few seconds of the first (two tabs renewing at once).
 */
export abstract class SessionIssuer {
  abstract start(principal: Omit<Principal, 'sessionId'>, options?: SessionOptions): Promise<IssuedSession>;
  /** A new pair for a valid refresh token, or null when it is unknown, expired, ended or reused. */
  abstract refresh(refreshToken: string): Promise<IssuedSession | null>;
  abstract end(sessionId: string): Promise<void>;
  abstract endAllFor(subjectId: string): Promise<void>;
  /**
   * Ends live impersonation sessions: the one given, or every one opened from the given admin
   * session. Answers those it ended (none when they had already ended).
   */
  abstract endImpersonations(scope: { sessionId: string } | { parentSessionId: string }, reason: ImpersonationEndReason): Promise<EndedImpersonation[]>;
  /** Ends impersonation sessions whose hour ran out or whose admin session ended; answers those it ended. */
  abstract endLapsedImpersonations(): Promise<EndedImpersonation[]>;
  /** The principal of a valid access token of a live session, or null. */
  abstract authenticate(accessToken: string): Promise<Principal | null>;
}
