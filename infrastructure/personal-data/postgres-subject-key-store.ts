import { randomBytes } from 'node:crypto';
import { SubjectKeyStore } from '../../application/accounts/subject-key-store.port';
import { ident, type Queryable } from '../database/database';
import type { MasterKeyring } from './master-keyring';
import { masterKeyringRegistry } from './master-keyring-registry';

/**
 * The `subject_keys` table, read through whichever connection or transaction appends or reads the
 * events (the embedded database has one connection: another would wait on the open transaction).
 * Keys are stored wrapped with the master key and unwrapped here, so they leave this class only
 * as plain keys and are stored only wrapped.
 */
export class PostgresSubjectKeyStore extends SubjectKeyStore {
  private readonly table: string;

  constructor(
    private readonly executor: Queryable,
    private readonly schema: string,
    private readonly givenKeyring?: MasterKeyring,
  ) {
    super();
    this.table = `${ident(schema)}.subject_keys`;
  }

  /** Looked up on use: most appends and reads carry no personal value and need no key. */
  private get keyring(): MasterKeyring {
    return this.givenKeyring ?? masterKeyringRegistry.of(this.schema);
  }

  async keyFor(subjectId: string, ownerId: string | null): Promise<Uint8Array> {
    const { rows } = await this.executor.query<{ data_key: Uint8Array }>(
      `WITH made AS (
         INSERT INTO ${this.table} (subject_id, owner_id, data_key) VALUES ($1, $2, $3)
         ON CONFLICT (subject_id) DO NOTHING RETURNING data_key
       )
       SELECT data_key FROM made UNION ALL SELECT data_key FROM ${this.table} WHERE subject_id = $1 LIMIT 1`,
      [subjectId, ownerId, this.keyring.wrap(subjectId, randomBytes(32))],
    );
    return this.keyring.unwrap(subjectId, rows[0].data_key);
  }

  async keysOf(subjectIds: readonly string[]): Promise<Map<string, Uint8Array>> {
    const { rows } = await this.executor.query<{ subject_id: string; data_key: Uint8Array }>(
      `SELECT subject_id, data_key FROM ${this.table} WHERE subject_id = ANY($1::text[])`,
      [subjectIds],
    );
    return new Map(rows.map((row) => [row.subject_id, this.keyring.unwrap(row.subject_id, row.data_key)]));
  }

  async eraseOwner(ownerId: string): Promise<number> {
    const { rows } = await this.executor.query(`DELETE FROM ${this.table} WHERE owner_id = $1 OR subject_id = $1 RETURNING subject_id`, [ownerId]);
    return rows.length;
  }
}
