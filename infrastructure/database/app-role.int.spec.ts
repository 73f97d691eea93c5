import { randomBytes, randomUUID } from 'node:crypto';
import type { EventToAppend } from '../../application/shared/event-store.port';
import { loadConfig } from '../config/app-config';
import { createApp } from '../app/create-app';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { ProjectionRunner } from '../projections/projection-runner';
import { verifyEventChain } from '../audit/event-chain-verifier';
import { tallyProjector } from '../testing/tally.projector';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { ident, openDatabase, type Database } from './database';
import { migrateSchema } from './migrate-schema';
import { refuseLogOwnerInProduction, refuseSuperuserInProduction, UnsafeDatabaseRole } from './database-role-guard';

/** Production refuses to start without a master key; any valid one does here. */
const PERSONAL_DATA_KEY = randomBytes(32).toString('base64');

const INSUFFICIENT_PRIVILEGE = '42501';

const counted = (amount: number): EventToAppend => ({
  event: { type: 'Counted', data: { amount } },
  eventId: randomUUID(),
  metadata: { actor: { id: 'system', role: 'system' }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 },
});

const production = { nodeEnv: 'production' };

describe.each(storeKinds())('Database roles on the %s store', (kind) => {
  if (kind === 'embedded') {
    it('migrates the embedded database as its one role, whatever migration URL is set', async () => {
      const test = await createTestDatabase(kind, { migrate: false });
      try {
        await migrateSchema(test.db, 'postgresql://owner@127.0.0.1:1/nowhere');
        const events = await test.db.query(`SELECT count(*) FROM ${ident(test.db.schema)}.events`);
        expect(events.rows).toHaveLength(1);
        await expect(refuseSuperuserInProduction(test.db, production)).resolves.toBeUndefined();
      } finally {
        await test.dispose();
      }
    });
    return;
  }

  const suffix = randomBytes(4).toString('hex');
  const ownerRole = `audit_owner_${suffix}`;
  const appRole = `audit_app_${suffix}`;
  const password = randomBytes(12).toString('hex');
  let superuser: TestDatabase;
  let ownerUrl: string;
  let appUrl: string;
  let app: Database;
  let owner: Database;
  let schema: string;

  beforeAll(async () => {
    superuser = await createTestDatabase(kind, { migrate: false });
    schema = superuser.db.schema;
    const where = await superuser.db.query<{ db: string; port: string }>(
      `SELECT current_database() AS db, current_setting('port') AS port`,
    );
    const { db, port } = where.rows[0];
    await superuser.db.script(`
      CREATE ROLE ${appRole} LOGIN PASSWORD '${password}';
      CREATE ROLE ${ownerRole} LOGIN PASSWORD '${password}';
      GRANT ${appRole} TO ${ownerRole};
      GRANT CREATE ON DATABASE ${ident(db)} TO ${ownerRole}, ${appRole};
    `);
    ownerUrl = `postgresql://${ownerRole}:${password}@127.0.0.1:${port}/${db}`;
    appUrl = `postgresql://${appRole}:${password}@127.0.0.1:${port}/${db}`;
    app = await openDatabase({ databaseUrl: appUrl, schema });
    owner = await openDatabase({ databaseUrl: ownerUrl, schema });
    await migrateSchema(app, ownerUrl);
    await new PostgresEventStore(app).appendToStream('tally-1', [counted(1), counted(2)], 'no_stream');
  });

  afterAll(async () => {
    await app?.close();
    await owner?.close();
    await superuser.db.query(`DROP SCHEMA IF EXISTS ${ident(schema)} CASCADE`);
    await superuser.db.script(`DROP OWNED BY ${appRole}, ${ownerRole}; DROP ROLE ${appRole}; DROP ROLE ${ownerRole};`);
    await superuser.dispose();
  });

  const events = async () =>
    (await superuser.db.query<{ global_position: number; data: unknown }>(
      `SELECT global_position, data FROM ${ident(schema)}.events ORDER BY global_position`,
    )).rows;

  it('lets the owner role own the log and the app role only use it', async () => {
    const tables = await superuser.db.query<{ tablename: string; tableowner: string }>(
      `SELECT tablename, tableowner FROM pg_tables WHERE schemaname = $1 AND tablename IN ('events', 'schema_migrations')`,
      [schema],
    );
    expect(tables.rows.map((row) => row.tableowner)).toEqual([ownerRole, ownerRole]);
  });

  it('lets the app role append and read events, and keeps the chain intact', async () => {
    const store = new PostgresEventStore(app);
    await store.appendToStream('tally-2', [counted(5)], 'no_stream');
    expect((await store.readStream('tally-2')).events.map((e) => e.data)).toEqual([{ amount: 5 }]);
    expect(await verifyEventChain(app, schema)).toMatchObject({ intact: true });
  });

  it('lets the app role build, write and rebuild read models', async () => {
    const runner = new ProjectionRunner(app, [tallyProjector], { batchSize: 10 });
    await runner.prepare();
    await runner.catchUp();
    await runner.rebuild(tallyProjector.name);
    const rows = await app.query<{ id: string; total: number }>(`SELECT id, total FROM ${ident(schema)}.rm_test_tally ORDER BY id`);
    expect(rows.rows.map((row) => [row.id, Number(row.total)])).toEqual([
      ['tally-1', 3],
      ['tally-2', 5],
    ]);
  });

  it.each([
    ['UPDATE', `UPDATE events SET data = '{"amount": 100}'`],
    ['DELETE', 'DELETE FROM events'],
    ['TRUNCATE', 'TRUNCATE events'],
    ['DISABLE TRIGGER on the append-only trigger', 'ALTER TABLE events DISABLE TRIGGER events_no_update'],
    ['DISABLE TRIGGER on the append-only rule', 'ALTER TABLE events DISABLE TRIGGER events_no_update'],
    ['DISABLE TRIGGER ALL', 'ALTER TABLE events DISABLE TRIGGER ALL'],
    ['DROP TRIGGER', 'DROP TRIGGER events_no_update ON events'],
    ['session_replication_role', 'SET session_replication_role = replica'],
    ['SET ROLE to the owner', `SET ROLE ${ownerRole}`],
    ['rewriting the migrations list', `DELETE FROM schema_migrations`],
  ])('refuses %s to the app role, and the log stays as it was', async (_name, statement) => {
    const before = await events();
    const refused = await app
      .transaction(async (tx) => {
        await tx.query(`SET LOCAL search_path TO ${ident(schema)}`);
        await tx.query(statement);
      })
      .then(
        () => null,
        (error: { code?: string }) => error,
      );
    expect(refused).toMatchObject({ code: INSUFFICIENT_PRIVILEGE });
    expect(await events()).toEqual(before);
  });

  it('lets audit:verify find an event the app role writes with a forged hash, and appends go on after it', async () => {
    const head = (await events()).at(-1)!.global_position;
    await app.query(
      `INSERT INTO ${ident(schema)}.events (global_position, stream_id, stream_version, event_id, type, data, metadata, hash)
       VALUES ($1, 'forged', 1, $2, 'Counted', '{"amount": 7}', '{}', sha256('forged'::bytea))`,
      [head + 1, randomUUID()],
    );
    await new PostgresEventStore(app).appendToStream('after-forged', [counted(8)], 'no_stream');
    const report = await verifyEventChain(app, schema);
    expect(report).toMatchObject({ intact: false, verified: head, problem: { position: head + 1, kind: 'changed' } });
    expect((await events()).at(-1)?.global_position).toBe(head + 2);
  });

  it('refuses a production start as a superuser, naming the fix', async () => {
    await expect(refuseSuperuserInProduction(superuser.db, production)).rejects.toThrow(UnsafeDatabaseRole);
    await expect(refuseSuperuserInProduction(app, production)).resolves.toBeUndefined();
    await expect(refuseSuperuserInProduction(superuser.db, { nodeEnv: 'development' })).resolves.toBeUndefined();

    const env = {
      NODE_ENV: 'production',
      PERSONAL_DATA_KEY,
      DATABASE_URL: process.env.DATABASE_URL,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PUBLIC_URL: 'https://ietochi.example',
      LOG_LEVEL: 'silent',
      DEMO_LISTINGS: '0',
      DATA_DIR: '/nonexistent-data-dir',
    };
    const refused = await createApp(loadConfig(env)).then(
      async (running) => {
        await running.close();
        return null;
      },
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(UnsafeDatabaseRole);
    expect((refused as Error).message).toMatch(/superuser.*DATABASE_URL.*MIGRATION_DATABASE_URL/s);
  });

  it('refuses a production start as the owner of the event log', async () => {
    await expect(refuseLogOwnerInProduction(owner, production)).rejects.toThrow(/owns the event log/);
    await expect(refuseLogOwnerInProduction(app, production)).resolves.toBeUndefined();
  });
});
