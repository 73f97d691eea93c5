import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountRole, Principal } from '../../application/accounts/account-role';
import {
  SessionIssuer,
  type EndedImpersonation,
  type IssuedSession,
  type SessionOptions,
} from '../../application/accounts/session-issuer.port';
import type { ImpersonationEndReason } from '../../domain/accounts/account.events';
import type { Clock } from '../../application/shared/clock.port';
import { ident, type Database } from '../database/database';
import { loadJose } from './jose';
import { hashToken } from './postgres-one-time-tokens';
import { VerifiedTokenCache, type VerifiedClaims } from './verified-token-cache';

export const TOKEN_ISSUER = 'ietochi';
export const TOKEN_AUDIENCE = 'ietochi-api';
/** The only algorithm accepted: `alg: none` or an asymmetric confusion never verifies. */
export const TOKEN_ALGORITHM = 'HS256';

/** Access token lifetimes in seconds; the admin's hour is the spec's. */
export const ACCESS_TTL: Readonly<Record<AccountRole, number>> = { member: 15 * 60, lawyer: 15 * 60, admin: 60 * 60 };
const DAY = 24 * 60 * 60;
/** Refresh lifetimes in seconds. */
export const REFRESH_TTL: Readonly<Record<AccountRole, number>> = {
  member: 30 * DAY,
  lawyer: 30 * DAY,
  admin: DAY / 2,
};

/**
 * How long a refresh token that was just used may come back without ending its session. Two tabs
 * that find the access token expired at the same moment both send the one cookie they share; the
 * slower must not look like a thief. After this many seconds a used token coming back is reuse.
 */
export const REFRESH_REUSE_GRACE_SECONDS = 30;

interface SessionRow {
  session_id: string;
  subject_id: string;
  role: AccountRole;
  impersonator_id: string | null;
  expires_at: string | Date;
  ended_at: string | Date | null;
  /** Of the session this one depends on, when it has one. */
  parent_expires_at?: string | Date | null;
  parent_ended_at?: string | Date | null;
  parent_session_id?: string | null;
}

interface EndedRow {
  session_id: string;
  subject_id: string;
  impersonator_id: string;
  ended_reason: ImpersonationEndReason;
}

interface RefreshRow extends SessionRow {
  refresh_expires_at: string | Date;
  used_at: string | Date | null;
}

/** Loads the signing key: `JWT_SECRET` when given, else one generated once and kept in the database. */
export async function loadSigningKey(db: Database, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  const table = `${ident(db.schema)}.server_secrets`;
  await db.query(`INSERT INTO ${table} (name, value) VALUES ('jwt', $1) ON CONFLICT (name) DO NOTHING`, [randomBytes(48).toString('base64url')]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM ${table} WHERE name = 'jwt'`);
  return new TextEncoder().encode(rows[0].value);
}

export class JwtSessionIssuer extends SessionIssuer {
  private readonly sessions: string;
  private readonly refreshTokens: string;
  private readonly verified = new VerifiedTokenCache();

  constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {
    super();
    this.sessions = `${ident(db.schema)}.auth_sessions`;
    this.refreshTokens = `${ident(db.schema)}.refresh_tokens`;
  }

  async start(principal: Omit<Principal, 'sessionId'>, options: SessionOptions = {}): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const now = this.clock.now();
    const lifetime = Math.min(options.lifetimeSeconds ?? REFRESH_TTL[principal.role], REFRESH_TTL[principal.role]);
    const expiresAt = this.after(now, lifetime);
    await this.db.query(
      `INSERT INTO ${this.sessions} (session_id, subject_id, role, impersonator_id, parent_session_id, created_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [sessionId, principal.subjectId, principal.role, principal.impersonatorId ?? null, options.parentSessionId ?? null, now, expiresAt],
    );
    return this.issue({ ...principal, sessionId }, expiresAt);
  }

  async refresh(refreshToken: string): Promise<IssuedSession | null> {
    const tokenHash = hashToken(refreshToken);
    const { rows } = await this.db.query<RefreshRow>(
      `SELECT s.session_id, s.subject_id, s.role, s.impersonator_id, s.expires_at, s.ended_at, r.expires_at AS refresh_expires_at, r.used_at
         FROM ${this.refreshTokens} r JOIN ${this.sessions} s USING (session_id) WHERE r.token_hash = $1`,
      [tokenHash],
    );
    const row = rows[0];
    if (!row || row.ended_at !== null || row.impersonator_id !== null) return null;
    const now = this.clock.now();
    if (new Date(row.refresh_expires_at).getTime() <= Date.parse(now)) return null;
    const claimed = await this.db.query(`UPDATE ${this.refreshTokens} SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL`, [tokenHash, now]);
    if (row.used_at !== null || claimed.rowCount === 0) {
      const usedAt = row.used_at ?? (await this.db.query<{ used_at: string | Date }>(`SELECT used_at FROM ${this.refreshTokens} WHERE token_hash = $1`, [tokenHash])).rows[0]?.used_at;
      const sinceUse = usedAt ? Date.parse(now) - new Date(usedAt).getTime() : Infinity;
      if (sinceUse > REFRESH_REUSE_GRACE_SECONDS * 1000) {
        // A used refresh token came back long after its use: someone holds a copy. End the whole session.
        await this.endWhere('session_id = $1', [row.session_id], 'refresh_reuse');
        return null;
      }
    }
    return this.issue(
      { subjectId: row.subject_id, role: row.role, sessionId: row.session_id, impersonatorId: row.impersonator_id ?? undefined },
      new Date(row.expires_at).toISOString(),
    );
  }

  end(sessionId: string): Promise<void> {
    return this.endWhere('session_id = $1', [sessionId], 'signed_out');
  }

  endAllFor(subjectId: string): Promise<void> {
    return this.endWhere('subject_id = $1', [subjectId], 'credentials_changed');
  }

  async endImpersonations(scope: { sessionId: string } | { parentSessionId: string }, reason: ImpersonationEndReason): Promise<EndedImpersonation[]> {
    const [column, id] = 'sessionId' in scope ? ['session_id', scope.sessionId] : ['parent_session_id', scope.parentSessionId];
    const { rows } = await this.db.query<EndedRow>(
      `UPDATE ${this.sessions} SET ended_at = now(), ended_reason = $2
        WHERE ${column} = $1 AND impersonator_id IS NOT NULL AND ended_at IS NULL
        RETURNING session_id, subject_id, impersonator_id, ended_reason`,
      [id, reason],
    );
    return rows.map(toEnded);
  }

  async endLapsedImpersonations(): Promise<EndedImpersonation[]> {
    const { rows } = await this.db.query<EndedRow>(
      `UPDATE ${this.sessions} s
          SET ended_at = now(),
              ended_reason = CASE WHEN s.expires_at <= $1 THEN 'expired'
                                  WHEN p.ended_reason = 'signed_out' THEN 'admin_signed_out'
                                  ELSE 'admin_session_ended' END
         FROM ${this.sessions} p
        WHERE p.session_id = s.parent_session_id AND s.impersonator_id IS NOT NULL AND s.ended_at IS NULL
          AND (s.expires_at <= $1 OR p.ended_at IS NOT NULL OR p.expires_at <= $1)
        RETURNING s.session_id, s.subject_id, s.impersonator_id, s.ended_reason`,
      [this.clock.now()],
    );
    return rows.map(toEnded);
  }

  async authenticate(accessToken: string): Promise<Principal | null> {
    const payload = await this.verify(accessToken);
    if (!payload) return null;
    if (payload.typ !== 'access' || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    const { rows } = await this.db.query<SessionRow>(
      `SELECT s.session_id, s.subject_id, s.role, s.impersonator_id, s.expires_at, s.ended_at,
              s.parent_session_id, p.expires_at AS parent_expires_at, p.ended_at AS parent_ended_at
         FROM ${this.sessions} s LEFT JOIN ${this.sessions} p ON p.session_id = s.parent_session_id
        WHERE s.session_id = $1`,
      [payload.sid],
    );
    const session = rows[0];
    if (!session || session.ended_at !== null || session.subject_id !== payload.sub || session.role !== payload.role) return null;
    const now = Date.parse(this.clock.now());
    if (new Date(session.expires_at).getTime() <= now) return null;
    // A session opened from another (an admin's, to act as a member) lives only as long as that one.
    if (session.parent_session_id) {
      if (session.parent_ended_at !== null || !session.parent_expires_at || new Date(session.parent_expires_at).getTime() <= now) return null;
    }
    return {
      subjectId: session.subject_id,
      role: session.role,
      sessionId: session.session_id,
      impersonatorId: session.impersonator_id ?? undefined,
    };
  }

  /** The token's claims when its signature and claims hold at the clock's time; null otherwise. */
  private async verify(accessToken: string): Promise<VerifiedClaims | null> {
    const now = new Date(this.clock.now());
    const known = this.verified.get(accessToken, now.getTime());
    if (known) return known;
    const { jwtVerify, errors: joseErrors } = await loadJose();
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(accessToken, this.key, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: now,
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
    const claims = payload as VerifiedClaims;
    this.verified.remember(accessToken, claims);
    return claims;
  }

  private async issue(principal: Principal, sessionExpiresAt: string): Promise<IssuedSession> {
    const nowSeconds = Math.floor(Date.parse(this.clock.now()) / 1000);
    // An admin acting as a member gets no refresh token (it would take the admin's cookie): the
    // access token lasts as long as the session, which is short, and ends with it.
    const renewable = !principal.impersonatorId;
    const ttl = renewable ? ACCESS_TTL[principal.role] : Math.max(0, Math.floor(Date.parse(sessionExpiresAt) / 1000) - nowSeconds);
    const claims: Record<string, unknown> = { typ: 'access', role: principal.role, sid: principal.sessionId };
    if (principal.impersonatorId) claims.act = { sub: principal.impersonatorId, role: 'admin' };
    const { SignJWT } = await loadJose();
    const accessToken = await new SignJWT(claims)
      .setProtectedHeader({ alg: TOKEN_ALGORITHM, typ: 'JWT' })
      .setSubject(principal.subjectId)
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setIssuedAt(nowSeconds)
      .setExpirationTime(nowSeconds + ttl)
      .setJti(randomUUID())
      .sign(this.key);
    const refreshToken = renewable ? randomBytes(32).toString('base64url') : null;
    if (refreshToken) {
      await this.db.query(`INSERT INTO ${this.refreshTokens} (token_hash, session_id, expires_at) VALUES ($1, $2, $3)`, [
        hashToken(refreshToken),
        principal.sessionId,
        sessionExpiresAt,
      ]);
    }
    return {
      session_id: principal.sessionId,
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: ttl,
      role: principal.role,
      refresh_token: refreshToken,
      refresh_expires_at: sessionExpiresAt,
    };
  }

  private async endWhere(condition: string, params: unknown[], reason: string): Promise<void> {
    await this.db.query(
      `UPDATE ${this.sessions} SET ended_at = now(), ended_reason = $${params.length + 1} WHERE ${condition} AND ended_at IS NULL`,
      [...params, reason],
    );
  }

  private after(iso: string, seconds: number): string {
    return new Date(Date.parse(iso) + seconds * 1000).toISOString();
  }
}

function toEnded(row: EndedRow): EndedImpersonation {
  return { sessionId: row.session_id, memberId: row.subject_id, adminId: row.impersonator_id, reason: row.ended_reason };
}
