import { randomUUID } from 'node:crypto';
import { ident, type Database } from '../database/database';

/** How long a key is kept for its caller: a retry within this time answers the first answer. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How long a claim whose request never answered blocks its key on a PostgreSQL server, where
 * another process may still be working on it. On the embedded database only this process can be
 * running, so a claim of another process is known to be dead at once.
 */
export const IDEMPOTENCY_CLAIM_LEASE_MS = 60 * 1000;

/** This process, as the owner of the claims it takes. */
const THIS_PROCESS = randomUUID();

export interface IdempotencyRequest {
  scope: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

export interface StoredAnswer {
  status: number;
  body: string;
}

export type ClaimOutcome =
  | { kind: 'run'; claimId: string; replay: boolean }
  | { kind: 'answered'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'in_progress' };

interface KeyRow {
  claim_id: string;
  method: string;
  path: string;
  fingerprint: string;
  owner: string | null;
  status: number | null;
  answer: string | null;
  created_at: Date;
  claimed_at: Date;
}

/**
 * The idempotency keys of signed-in callers. Each statement stands alone (its own short
 * transaction), so a claim is visible to every other request as soon as it is taken.
 */
export class PostgresIdempotencyKeys {
  private readonly table: string;

  constructor(private readonly db: Database) {
    this.table = `${ident(db.schema)}.idempotency_keys`;
  }

  /** Lets exactly one request run per key: the first, or a retry of one that never answered. */
  async claim(request: IdempotencyRequest, now: Date): Promise<ClaimOutcome> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const claimId = randomUUID();
      const inserted = await this.db.query<{ claim_id: string }>(
        `INSERT INTO ${this.table} (scope, idempotency_key, claim_id, method, path, fingerprint, owner, created_at, claimed_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)
         ON CONFLICT (scope, idempotency_key) DO NOTHING RETURNING claim_id`,
        [request.scope, request.key, claimId, request.method, request.path, request.fingerprint, THIS_PROCESS, now.toISOString()],
      );
      if (inserted.rows.length === 1) return { kind: 'run', claimId, replay: false };
      const found = await this.db.query<KeyRow>(
        `SELECT claim_id, method, path, fingerprint, owner, status, answer, created_at, claimed_at
         FROM ${this.table} WHERE scope = $1 AND idempotency_key = $2`,
        [request.scope, request.key],
      );
      const row = found.rows[0];
      if (!row) continue;
      if (row.created_at.getTime() <= now.getTime() - IDEMPOTENCY_KEY_TTL_MS) {
        await this.db.query(`DELETE FROM ${this.table} WHERE scope = $1 AND idempotency_key = $2 AND claim_id = $3`, [
          request.scope,
          request.key,
          row.claim_id,
        ]);
        continue;
      }
      if (row.method !== request.method || row.path !== request.path || row.fingerprint !== request.fingerprint) {
        return { kind: 'mismatch' };
      }
      if (row.status !== null && row.answer !== null) return { kind: 'answered', answer: { status: row.status, body: row.answer } };
      if (!this.abandoned(row, now)) return { kind: 'in_progress' };
      const taken = await this.db.query(
        `UPDATE ${this.table} SET owner = $4, claimed_at = $5
         WHERE scope = $1 AND idempotency_key = $2 AND claim_id = $3 AND status IS NULL AND owner IS NOT DISTINCT FROM $6
         RETURNING claim_id`,
        [request.scope, request.key, row.claim_id, THIS_PROCESS, now.toISOString(), row.owner],
      );
      if (taken.rows.length === 1) return { kind: 'run', claimId: row.claim_id, replay: true };
      return { kind: 'in_progress' };
    }
    return { kind: 'in_progress' };
  }

  /** Keeps the answer; from now on a retry is answered with it. */
  async complete(scope: string, key: string, claimId: string, answer: StoredAnswer): Promise<void> {
    await this.db.query(
      `UPDATE ${this.table} SET status = $4, answer = $5, owner = NULL
       WHERE scope = $1 AND idempotency_key = $2 AND claim_id = $3`,
      [scope, key, claimId, answer.status, answer.body],
    );
  }

  /**
   * Lets a retry run the request again as a replay of this claim (same ids, its own events
   * recognised): for requests that may have written something but have no answer to keep.
   */
  async release(scope: string, key: string, claimId: string): Promise<void> {
    await this.db.query(
      `UPDATE ${this.table} SET owner = NULL WHERE scope = $1 AND idempotency_key = $2 AND claim_id = $3 AND status IS NULL`,
      [scope, key, claimId],
    );
  }

  /** Forgets a claim under which nothing was written, so the key may be used again. */
  async forget(scope: string, key: string, claimId: string): Promise<void> {
    await this.db.query(
      `DELETE FROM ${this.table} WHERE scope = $1 AND idempotency_key = $2 AND claim_id = $3 AND status IS NULL`,
      [scope, key, claimId],
    );
  }

  /** Drops keys past their 24 hours. */
  async sweep(now: Date): Promise<number> {
    const result = await this.db.query(`DELETE FROM ${this.table} WHERE created_at <= $1`, [
      new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS).toISOString(),
    ]);
    return result.rowCount ?? 0;
  }

  private abandoned(row: KeyRow, now: Date): boolean {
    if (row.owner === null) return true;
    if (row.claimed_at.getTime() <= now.getTime() - IDEMPOTENCY_CLAIM_LEASE_MS) return true;
    return row.owner !== THIS_PROCESS && this.db.kind === 'embedded';
  }
}
