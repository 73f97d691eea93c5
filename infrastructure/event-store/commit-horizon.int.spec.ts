import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { LOG_START, type EventMetadata, type EventToAppend } from '../../application/shared/event-store.port';
import { PostgresEventStore } from './postgres-event-store';
import { ProjectionRunner } from '../projections/projection-runner';
import { tallyProjector } from '../testing/tally.projector';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { ident } from '../database/database';

const metadata: EventMetadata = {
  actor: { id: 'system', role: 'system' },
  correlation_id: 'c',
  causation_id: 'c',
  request_id: 'r',
  schema_version: 1,
};

function counted(amount: number): EventToAppend {
  return { event: { type: 'Counted', data: { amount } }, eventId: randomUUID(), metadata };
}

/** The same server as DATABASE_URL, another database on it (`postgres` is always there). */
function otherDatabaseUrl(databaseUrl: string): string {
  return databaseUrl.replace(/^(postgres(?:ql)?:\/\/[^/]*\/)[^?]*/, '$1postgres');
}

describe.each(storeKinds())('Reading the log on the %s store while another database has an open transaction', (kind) => {
  if (kind === 'embedded') {
    it('reads every committed append: its one connection leaves no other transaction open', async () => {
      const embedded = await createTestDatabase(kind);
      try {
        const log = new PostgresEventStore(embedded.db);
        await log.appendToStream('a', [counted(1), counted(2)], 'no_stream');
        expect((await log.readAll(LOG_START, 10)).map((e) => e.streamVersion)).toEqual([1, 2]);
      } finally {
        await embedded.dispose();
      }
    });
    return;
  }

  let test: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;
  let idle: Client;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    store = new PostgresEventStore(test.db);
    runner = new ProjectionRunner(test.db, [tallyProjector]);
    await runner.prepare();
    idle = new Client({ connectionString: otherDatabaseUrl(process.env.DATABASE_URL!) });
    await idle.connect();
    const where = await idle.query<{ name: string }>('SELECT current_database() AS name');
    expect(where.rows[0].name).not.toBe((await test.db.query<{ name: string }>('SELECT current_database() AS name')).rows[0].name);
    // A transaction id taken and then left idle: the oldest running transaction on the server.
    await idle.query('BEGIN');
    await idle.query('SELECT pg_current_xact_id()');
  });
  afterEach(async () => {
    await idle.query('ROLLBACK').catch(() => undefined);
    await idle.end();
    await runner.stop();
    await test.dispose();
  });

  it('reads appends committed after it began', async () => {
    await store.appendToStream('a', [counted(1)], 'no_stream');
    await store.appendToStream('b', [counted(2), counted(3)], 'no_stream');
    expect((await store.readAll(LOG_START, 10)).map((e) => [e.streamId, e.streamVersion])).toEqual([
      ['a', 1],
      ['b', 1],
      ['b', 2],
    ]);
  });

  it('lets projections apply appends committed after it began, and wait for them', async () => {
    await store.appendToStream('a', [counted(1)], 'no_stream');
    const { lastPosition } = await store.appendToStream('b', [counted(2), counted(3)], 'no_stream');
    runner.start();
    expect(await runner.waitFor(lastPosition, 5000)).toBe(true);
    const rows = await test.db.query<{ id: string; count: number; total: string }>(
      `SELECT id, count, total FROM ${ident(test.db.schema)}.rm_test_tally ORDER BY id`,
    );
    expect(rows.rows.map((row) => [row.id, row.count, Number(row.total)])).toEqual([
      ['a', 1, 1],
      ['b', 2, 5],
    ]);
  });

  it('still holds readers back for an open transaction of this database', async () => {
    const holder = await test.openAnother();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let begun!: () => void;
    const ready = new Promise<void>((resolve) => (begun = resolve));
    const slow = holder.transaction(async (tx) => {
      await tx.query('SELECT pg_current_xact_id()');
      begun();
      await held;
    });
    try {
      await ready;
      await store.appendToStream('a', [counted(1)], 'no_stream');
      expect(await store.readAll(LOG_START, 10)).toEqual([]);
    } finally {
      release();
      await slow;
      await holder.close();
    }
    expect(await store.readAll(LOG_START, 10)).toHaveLength(1);
  });
});
