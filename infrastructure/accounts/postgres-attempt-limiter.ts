import { AttemptLimiter } from '../../application/accounts/attempt-limiter.port';
import type { Clock } from '../../application/shared/clock.port';
import { ident, type Database } from '../database/database';

/** Fixed-window counters in the database, so every API process sees the same counts. */
export class PostgresAttemptLimiter extends AttemptLimiter {
  private readonly table: string;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {
    super();
    this.table = `${ident(db.schema)}.attempt_counters`;
  }

  async attempt(key: string, limit: number, windowSeconds: number): Promise<boolean> {
    const now = Date.parse(this.clock.now());
    const windowMs = windowSeconds * 1000;
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs).toISOString();
    const { rows } = await this.db.query<{ count: number }>(
      `INSERT INTO ${this.table} (key, window_start, count) VALUES ($1, $2, 1)
       ON CONFLICT (key, window_start) DO UPDATE SET count = ${this.table}.count + 1
       RETURNING count`,
      [key, windowStart],
    );
    return Number(rows[0].count) <= limit;
  }
}
