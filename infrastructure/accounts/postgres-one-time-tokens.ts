import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../application/shared/clock.port';
import { OneTimeTokens, type TokenLookup, type TokenPurpose } from '../../application/accounts/one-time-tokens.port';
import { ident, type Database } from '../database/database';

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

interface TokenRow {
  purpose: string;
  payload: Record<string, string>;
  expires_at: string | Date;
  used_at: string | Date | null;
}

export class PostgresOneTimeTokens extends OneTimeTokens {
  private readonly table: string;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    super();
    this.table = `${ident(db.schema)}.one_time_tokens`;
  }

  async issue(purpose: TokenPurpose, payload: Record<string, string>, ttlSeconds: number): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const expiresAt = new Date(Date.parse(this.clock.now()) + ttlSeconds * 1000).toISOString();
    await this.db.query(`INSERT INTO ${this.table} (token_hash, purpose, payload, expires_at) VALUES ($1, $2, $3, $4)`, [
      hashToken(token),
      purpose,
      JSON.stringify(payload),
      expiresAt,
    ]);
    return token;
  }

  async inspect(purpose: TokenPurpose, token: string): Promise<TokenLookup> {
    const { rows } = await this.db.query<TokenRow>(
      `SELECT purpose, payload, expires_at, used_at FROM ${this.table} WHERE token_hash = $1`,
      [hashToken(token)],
    );
    return this.lookup(purpose, rows[0]);
  }

  async consume(purpose: TokenPurpose, token: string): Promise<TokenLookup> {
    const now = this.clock.now();
    const { rows } = await this.db.query<TokenRow>(
      `UPDATE ${this.table} SET used_at = $3
        WHERE token_hash = $1 AND purpose = $2 AND used_at IS NULL AND expires_at > $3
        RETURNING purpose, payload, expires_at, used_at`,
      [hashToken(token), purpose, now],
    );
    if (rows[0]) return { state: 'valid', payload: rows[0].payload };
    return this.inspect(purpose, token);
  }

  private lookup(purpose: TokenPurpose, row: TokenRow | undefined): TokenLookup {
    if (!row || row.purpose !== purpose) return { state: 'unknown', payload: null };
    if (row.used_at !== null) return { state: 'used', payload: row.payload };
    if (new Date(row.expires_at).getTime() <= Date.parse(this.clock.now())) return { state: 'expired', payload: row.payload };
    return { state: 'valid', payload: row.payload };
  }
}
