import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { openDatabase, ident, type Database } from '../database/database';
import { migrate } from '../database/migrations';
import { allMigrations } from '../database/all-migrations';
import { MasterKeyring } from '../personal-data/master-keyring';
import { masterKeyringRegistry } from '../personal-data/master-keyring-registry';

export type StoreKind = 'embedded' | 'server';

export const TEMPLATE_ENV = 'PGLITE_TEMPLATE_DIR';

/**
 * The stores every integration suite runs on: the embedded database always, and a PostgreSQL
 * server when DATABASE_URL names one (the test command requires it in CI).
 */
export function storeKinds(): StoreKind[] {
  return process.env.DATABASE_URL ? ['embedded', 'server'] : ['embedded'];
}

export interface TestDatabase {
  db: Database;
  /** Opens another connection pool onto the same schema (a second process, in effect). */
  openAnother(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * A fresh, migrated schema. On the embedded store each test database is a copy of a template
 * data folder made once per run (starting PGlite from nothing takes seconds).
 */
export async function createTestDatabase(kind: StoreKind, options: { migrate?: boolean } = {}): Promise<TestDatabase> {
  const schema = `t_${randomBytes(6).toString('hex')}`;
  let db: Database;
  let dataDir: string | undefined;
  if (kind === 'server') {
    const databaseUrl = process.env.DATABASE_URL;
    if (!databaseUrl) throw new Error('DATABASE_URL is not set');
    db = await openDatabase({ databaseUrl, schema });
  } else {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-test-'));
    const template = process.env[TEMPLATE_ENV];
    if (template) fs.cpSync(template, dataDir, { recursive: true });
    db = await openDatabase({ dataDir, schema });
  }
  if (options.migrate !== false) await migrate(db, allMigrations);
  // Suites that use the event store without the app get a master key of their own; an app started
  // on the database opens its configured one instead.
  masterKeyringRegistry.use(schema, new MasterKeyring(randomBytes(32)));
  return {
    db,
    openAnother: () =>
      kind === 'server'
        ? openDatabase({ databaseUrl: process.env.DATABASE_URL, schema })
        : Promise.reject(new Error('the embedded database has one connection, in one process')),
    dispose: async () => {
      if (kind === 'server') await db.query(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`).catch(() => undefined);
      await db.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
