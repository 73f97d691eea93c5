import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { allProjectors } from '../app/projectors';
import { createApp } from '../app/create-app';
import { loadConfig } from '../config/app-config';
import { allMigrations } from '../database/all-migrations';
import { ident, openDatabase, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';
import { dumpReadModels, readModelTablesIn } from '../testing/read-model-dump';
import { runCli } from '../testing/cli-process';
import { TEMPLATE_ENV, storeKinds, type StoreKind } from '../testing/test-databases';

const ROOT = path.join(__dirname, '..', '..');

const cli = (args: string[], env: Record<string, string>) => runCli(args, { LOG_LEVEL: 'silent', ...env });

/** The same server address with another database name. */
function withDatabaseName(url: string, name: string): string {
  const [base, query] = url.split('?');
  const slash = base.lastIndexOf('/');
  return `${base.slice(0, slash + 1)}${name}${query === undefined ? '' : `?${query}`}`;
}

/** An empty database for the commands: a fresh data folder, or a new database on the server. */
async function emptyTarget(kind: StoreKind): Promise<{ env: Record<string, string>; open(): Promise<Database>; dispose(): Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'database-commands-'));
  if (kind === 'embedded') {
    // The template holds only the extension the migrations need: the schema is still to be made.
    const template = process.env[TEMPLATE_ENV];
    if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
    return {
      env: { DATA_DIR: dataDir },
      open: () => openDatabase({ dataDir: path.join(dataDir, 'db') }),
      dispose: async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const serverUrl = process.env.DATABASE_URL as string;
  const name = `cli_${randomBytes(5).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${ident(name)}`);
  await admin.end();
  const databaseUrl = withDatabaseName(serverUrl, name);
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    open: () => openDatabase({ databaseUrl }),
    dispose: async () => {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${ident(name)} WITH (FORCE)`);
      await client.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('npm run db:migrate and db:rebuild', () => {
  it('run the migrate and rebuild commands of the built command-line tool', () => {
    const scripts = (JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
    expect(scripts['db:migrate']).toBe('node dist/server/infrastructure/cli/cli.js migrate');
    expect(scripts['db:rebuild']).toBe('node dist/server/infrastructure/cli/cli.js rebuild all');
  });
});

describe.each(storeKinds())('The database commands as real processes on the %s store', (kind) => {
  let target: Awaited<ReturnType<typeof emptyTarget>>;

  beforeAll(async () => {
    target = await emptyTarget(kind);
  });
  afterAll(() => target.dispose());

  it('db:migrate applies every migration once, in the order of their ids, then finds the schema up to date', async () => {
    const first = await cli(['migrate'], target.env);
    expect(first.stderr).toBe('');
    expect(first.stdout.trim()).toBe(`applied: ${allMigrations.map((migration) => migration.id).sort().join(', ')}`);
    expect(first.code).toBe(0);

    const again = await cli(['migrate'], target.env);
    expect(again.stdout.trim()).toBe('schema is up to date');
    expect(again.code).toBe(0);

    const db = await target.open();
    try {
      const { rows } = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${ident(db.schema)}.events`);
      expect(rows[0].n).toBe(0);
    } finally {
      await db.close();
    }
  });

  it('db:rebuild rebuilds every read model from the log, restoring rows that were lost or changed', async () => {
    // A first start: masters, fee rates and the demo accounts go into the log and the read models.
    const config = loadConfig({ ...target.env, LOG_LEVEL: 'silent', NODE_ENV: 'test', DEMO_LISTINGS: '0' });
    const running = await createApp(config);
    await running.runner.catchUp();
    await running.close();

    let db = await target.open();
    const live = await dumpReadModels(db, allProjectors);
    expect(live.rm_master_items.length).toBeGreaterThan(0);
    expect(live.rm_members.length).toBeGreaterThan(0);
    const schema = ident(db.schema);
    await db.query(`DELETE FROM ${schema}.rm_members`);
    await db.query(`UPDATE ${schema}.rm_master_items SET doc = '{"name":"壊れた"}'::jsonb`);
    await db.query(`DROP TABLE ${schema}.rm_lawyers`);
    await db.close();

    const rebuilt = await cli(['rebuild', 'all'], target.env);
    expect(rebuilt.stderr).toBe('');
    expect(rebuilt.stdout.trim().split('\n').map((line) => line.replace(/ in \d+ ms$/, ''))).toEqual(allProjectors.map((p) => `rebuilt ${p.name}`));
    expect(rebuilt.code).toBe(0);

    db = await target.open();
    try {
      expect(await readModelTablesIn(db)).toEqual(allProjectors.map(readModelTable).sort());
      expect(await dumpReadModels(db, allProjectors)).toEqual(live);
      const { rows } = await db.query<{ name: string; version: number }>(`SELECT name, version FROM ${schema}.projection_checkpoints`);
      const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : 1);
      expect(rows.sort(byName)).toEqual(allProjectors.map((p) => ({ name: p.name, version: p.version })).sort(byName));
    } finally {
      await db.close();
    }
  });

  it('names an unknown read model and fails', async () => {
    const refused = await cli(['rebuild', 'no-such-model'], target.env);
    expect(refused.stderr).toContain('unknown projection no-such-model');
    expect(refused.code).toBe(1);
  });
});
