import type { Database } from './database';
import { ident } from './database';

export interface Migration {
  /** Timestamped id; migrations run once each, in id order. */
  id: string;
  /** Plain SQL with unqualified names: it runs with the app schema first on the search path. */
  sql: string;
}

const MIGRATION_LOCK = 7_346_001;

export async function migrate(db: Database, migrations: readonly Migration[]): Promise<string[]> {
  const schema = ident(db.schema);
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    // One migrator at a time across processes; the others wait and then find nothing to do.
    await tx.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
    await tx.query(
      `CREATE TABLE IF NOT EXISTS ${schema}.schema_migrations (id text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = await tx.query<{ id: string }>(`SELECT id FROM ${schema}.schema_migrations`);
    const doneIds = new Set(done.rows.map((row) => row.id));
    await tx.query(`SET LOCAL search_path TO ${schema}, public`);
    for (const migration of [...migrations].sort((a, b) => a.id.localeCompare(b.id))) {
      if (doneIds.has(migration.id)) continue;
      await tx.script(migration.sql);
      await tx.query(`INSERT INTO ${schema}.schema_migrations (id) VALUES ($1)`, [migration.id]);
      applied.push(migration.id);
    }
  });
  return applied;
}
