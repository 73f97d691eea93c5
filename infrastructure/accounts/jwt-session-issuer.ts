import { randomBytes, randomUUID } from 'node:crypto';
import type { AccountRole, Principal } from '../../application/accounts/account-role';
import { SessionIssuer, type IssuedSession } from '../../application/accounts/session-issuer.port';
import type { Clock } from '../../application/shared/clock.port';
import { ident, type Database } from '../database/database';
import { loadJose } from './jose';
import { hashToken } from './postgres-one-time-tokens';

export const TOKEN_ISSUER = 'ietochi';
export const TOKEN_AUDIENCE = 'ietochi-api';
/** The only algorithm accepted: `alg: none` or an asymmetric confusion never verifies. */
export const TOKEN_ALGORITHM = 'HS256';

/** Access token lifetimes in seconds; the admin's hour is the spec's. */
export const ACCESS_TTL: Readonly<Record<AccountRole, number>> = { member: 15 * 60, lawyer: 15 * 60, admin: 60 * 60 };
const DAY = 24 * 60 * 60;
/** Refresh lifetimes in seconds; an impersonation session lasts the spec's 14 days. */
export const REFRESH_TTL: Readonly<Record<AccountRole | 'impersonation', number>> = {
  member: 30 * DAY,
  lawyer: 30 * DAY,
  admin: DAY / 2,
  impersonation: 14 * DAY,
};

interface SessionRow {
  session_id: string;
  subject_id: string;
  role: AccountRole;
  impersonator_id: string | null;
  expires_at: string | Date;
  ended_at: string | Date | null;
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

  constructor(
    private readonly db: Database,
    private readonly key: Uint8Array,
    private readonly clock: Clock,
  ) {
    super();
    this.sessions = `${ident(db.schema)}.auth_sessions`;
    this.refreshTokens = `${ident(db.schema)}.refresh_tokens`;
  }

  async start(principal: Omit<Principal, 'sessionId'>): Promise<IssuedSession> {
    const sessionId = randomUUID();
    const now = this.clock.now();
    const lifetime = principal.impersonatorId ? REFRESH_TTL.impersonation : REFRESH_TTL[principal.role];
    const expiresAt = this.after(now, lifetime);
    await this.db.query(
      `INSERT INTO ${this.sessions} (session_id, subject_id, role, impersonator_id, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)`,
      [sessionId, principal.subjectId, principal.role, principal.impersonatorId ?? null, now, expiresAt],
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
    if (!row || row.ended_at !== null) return null;
    const now = this.clock.now();
    if (new Date(row.refresh_expires_at).getTime() <= Date.parse(now)) return null;
    const claimed = await this.db.query(`UPDATE ${this.refreshTokens} SET used_at = $2 WHERE token_hash = $1 AND used_at IS NULL`, [tokenHash, now]);
    if (row.used_at !== null || claimed.rowCount === 0) {
      // A used refresh token came back: someone holds a copy. End the whole session.
      await this.endWhere('session_id = $1', [row.session_id], 'refresh_reuse');
      return null;
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

  async authenticate(accessToken: string): Promise<Principal | null> {
    const { jwtVerify, errors: joseErrors } = await loadJose();
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(accessToken, this.key, {
        algorithms: [TOKEN_ALGORITHM],
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
        currentDate: new Date(this.clock.now()),
        requiredClaims: ['sub', 'sid', 'exp', 'iat'],
      }));
    } catch (error) {
      if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
      throw error;
    }
    if (payload.typ !== 'access' || typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
    const { rows } = await this.db.query<SessionRow>(
      `SELECT session_id, subject_id, role, impersonator_id, expires_at, ended_at FROM ${this.sessions} WHERE session_id = $1`,
      [payload.sid],
    );
    const session = rows[0];
    if (!session || session.ended_at !== null || session.subject_id !== payload.sub || session.role !== payload.role) return null;
    return {
      subjectId: session.subject_id,
      role: session.role,
      sessionId: session.session_id,
      impersonatorId: session.impersonator_id ?? undefined,
    };
  }

  private async issue(principal: Principal, sessionExpiresAt: string): Promise<IssuedSession> {
    const nowSeconds = Math.floor(Date.parse(this.clock.now()) / 1000);
    const ttl = ACCESS_TTL[principal.role];
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
    const refreshToken = randomBytes(32).toString('base64url');
    await this.db.query(`INSERT INTO ${this.refreshTokens} (token_hash, session_id, expires_at) VALUES ($1, $2, $3)`, [
      hashToken(refreshToken),
      principal.sessionId,
      sessionExpiresAt,
    ]);
    return {
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
