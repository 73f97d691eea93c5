import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../database/database';
import { TEMPLATE_ENV } from './test-databases';

/** Initialises one embedded data folder per run; each test database starts as a copy of it. */
export default async function integrationGlobalSetup(): Promise<void> {
  if (process.env.CI === 'true' && !process.env.DATABASE_URL) {
    throw new Error('CI=true but DATABASE_URL is not set: the integration tier must run on the PostgreSQL server too');
  }
  if (!process.env.DATABASE_URL) {
    console.warn(
      '\n[integration] DATABASE_URL is not set: suites run on the embedded database only. ' +
        'For the server too: pg_ctlcluster 15 main start, then see README "Tests".',
    );
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-template-'));
  const db = await openDatabase({ dataDir: dir });
  await db.query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await db.close();
  process.env[TEMPLATE_ENV] = dir;
}
