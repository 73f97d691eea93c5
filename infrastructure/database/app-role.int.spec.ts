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
    ['DISABLE TRIGGER on the chain', 'ALTER TABLE events DISABLE TRIGGER events_chain'],
    ['DISABLE TRIGGER ALL', 'ALTER TABLE events DISABLE TRIGGER ALL'],
    ['DROP TRIGGER', 'DROP TRIGGER events_chain ON events'],
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

  it('gives an event the chain position and hash even when the app role writes its own', async () => {
    await app.query(
      `INSERT INTO ${ident(schema)}.events (global_position, stream_id, stream_version, event_id, type, data, metadata, hash)
       VALUES (1, 'forged', 1, $1, 'Counted', '{"amount": 7}', '{}', sha256('forged'::bytea))`,
      [randomUUID()],
    );
    const last = (await events()).at(-1);
    expect(last?.global_position).toBeGreaterThan(1);
    expect(await verifyEventChain(app, schema)).toMatchObject({ intact: true });
  });

  it('chains an append the same whatever functions and operators the app role puts on its search path', async () => {
    const shadow = `shadow_${suffix}`;
    await superuser.db.query(`CREATE SCHEMA ${shadow}; GRANT USAGE, CREATE ON SCHEMA ${shadow} TO ${appRole}`);
    try {
      await app.query(`CREATE FUNCTION ${shadow}.sha256(bytea) RETURNS bytea LANGUAGE sql AS $$ SELECT '\\x00'::bytea $$`);
      await app.query(`CREATE FUNCTION ${shadow}.to_jsonb(text) RETURNS jsonb LANGUAGE sql AS $$ SELECT '"forged"'::jsonb $$`);
      await app.query(`CREATE FUNCTION ${shadow}.sooner(bigint, integer) RETURNS bigint LANGUAGE sql AS $$ SELECT $1 - 5 $$`);
      await app.query(`CREATE OPERATOR ${shadow}.+ (LEFTARG = bigint, RIGHTARG = integer, FUNCTION = ${shadow}.sooner)`);
      await app.transaction(async (tx) => {
        await tx.query(`SET LOCAL search_path TO ${shadow}, ${ident(schema)}, pg_catalog`);
        expect((await tx.query<{ n: number; hash: Buffer; stream: unknown }>(
          `SELECT 10::bigint + 1 AS n, sha256('x'::bytea) AS hash, to_jsonb('s'::text) AS stream`,
        )).rows[0]).toMatchObject({ n: 5, hash: Buffer.from([0]), stream: 'forged' });
        await tx.query(`INSERT INTO events (stream_id, stream_version, event_id, type, data, metadata)
          VALUES ('shadowed', 1, $1, 'Counted', '{"amount": 9}', '{}')`, [randomUUID()]);
      });
      const [before, last] = (await events()).slice(-2);
      expect(last.global_position).toBe(before.global_position + 1);
      expect(await verifyEventChain(app, schema)).toMatchObject({ intact: true });
    } finally {
      await superuser.db.query(`DROP SCHEMA ${shadow} CASCADE`);
    }
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
