import { GuessCounters, type GuessCount } from '../../application/accounts/guess-counters.port';
import { ident, type Database } from '../database/database';

/** Guess counts in the database, so every API process sees the same counts. */
export class PostgresGuessCounters extends GuessCounters {
  private readonly table: string;

  constructor(private readonly db: Database) {
    super();
    this.table = `${ident(db.schema)}.password_guesses`;
  }

  async read(key: string): Promise<GuessCount | null> {
    const { rows } = await this.db.query<{ failures: number; last_failure_at: string | Date }>(
      `SELECT failures, last_failure_at FROM ${this.table} WHERE key = $1`,
      [key],
    );
    return rows[0] ? { failures: Number(rows[0].failures), lastFailureAt: new Date(rows[0].last_failure_at).toISOString() } : null;
  }

  async claim(key: string, seen: number | null, at: string, restartBefore: string): Promise<boolean> {
    const result =
      seen === null
        ? await this.db.query(`INSERT INTO ${this.table} (key, failures, last_failure_at) VALUES ($1, 1, $2) ON CONFLICT (key) DO NOTHING`, [key, at])
        : await this.db.query(
            `UPDATE ${this.table} SET failures = CASE WHEN last_failure_at < $4 THEN 1 ELSE failures + 1 END, last_failure_at = $2
              WHERE key = $1 AND failures = $3`,
            [key, at, seen, restartBefore],
          );
    return result.rowCount === 1;
  }

  async add(key: string, at: string, restartBefore: string): Promise<void> {
    await this.db.query(
      `INSERT INTO ${this.table} AS g (key, failures, last_failure_at) VALUES ($1, 1, $2)
       ON CONFLICT (key) DO UPDATE SET failures = CASE WHEN g.last_failure_at < $3 THEN 1 ELSE g.failures + 1 END, last_failure_at = $2`,
      [key, at, restartBefore],
    );
  }

  async forget(keys: string[]): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE key = ANY($1::text[])`, [keys]);
  }
}
