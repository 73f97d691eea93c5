import { randomUUID } from 'node:crypto';
import { spawn } from 'node:child_process';
import path from 'node:path';
import type { EventMetadata, EventToAppend } from '../../application/shared/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { tallyProjector } from '../testing/tally.projector';
import { appendHeldOpen } from '../testing/held-open-append';
import { changedPosition, ProjectionRunner } from './projection-runner';
import { ident, type Database } from '../database/database';

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

async function dump(db: Database): Promise<unknown[]> {
  const rows = await db.query<{ id: string; doc: unknown; count: number; total: number }>(
    `SELECT id, doc, count, total FROM ${ident(db.schema)}.rm_test_tally ORDER BY id`,
  );
  return rows.rows;
}

describe.each(storeKinds())('Projection runner on the %s store', (kind) => {
  let test: TestDatabase;
  let store: PostgresEventStore;
  let runner: ProjectionRunner;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    store = new PostgresEventStore(test.db);
    runner = new ProjectionRunner(test.db, [tallyProjector], { batchSize: 7 });
    await runner.prepare();
  });
  afterEach(async () => {
    await runner.stop();
    await test.dispose();
  });

  it('projects every event once, in batches, and a second pass changes nothing', async () => {
    for (let i = 0; i < 10; i++) await store.appendToStream(`s-${i % 3}`, [counted(i), counted(100)], 'any');
    await runner.catchUp();
    const first = await dump(test.db);
    expect(first).toHaveLength(3);
    expect(first.map((row) => (row as { count: number }).count)).toEqual([8, 6, 6]);
    await runner.catchUp();
    expect(await dump(test.db)).toEqual(first);
  });

  it('removes a document when evolve answers null', async () => {
    await store.appendToStream('s', [counted(1)], 'no_stream');
    await store.appendToStream('s', [{ event: { type: 'Reset', data: {} }, eventId: randomUUID(), metadata }], 1);
    await runner.catchUp();
    expect(await dump(test.db)).toEqual([]);
  });

  it('answers a read-your-writes wait once the running loop has applied the position', async () => {
    runner.start();
    const { lastPosition } = await store.appendToStream('s', [counted(5)], 'no_stream');
    runner.wake();
    expect(await runner.waitFor(lastPosition, 5000)).toBe(true);
    expect(await dump(test.db)).toHaveLength(1);
  });

  it('moves the changed position only for events the projector handles, and on a rebuild', async () => {
    const changed = () => changedPosition(test.db, test.db.schema, tallyProjector.name);
    expect(await changed()).toBe(0);
    const { lastPosition: counting } = await store.appendToStream('s', [counted(1)], 'no_stream');
    await runner.catchUp();
    expect(await changed()).toBe(counting);
    const { lastPosition: unrelated } = await store.appendToStream('other', [{ event: { type: 'Ignored', data: {} }, eventId: randomUUID(), metadata }], 'no_stream');
    await runner.catchUp();
    expect(await changed()).toBe(counting);
    await runner.rebuild(tallyProjector.name);
    expect(await changed()).toBe(unrelated);
  });

  it('waits for an event given by its place in the log without looking the event up', async () => {
    const lookups: string[] = [];
    const watching = new Proxy(test.db, {
      get(target, property) {
        if (property === 'query') {
          return (sql: string, ...rest: unknown[]) => {
            if (/FROM \S+\.events WHERE global_position/.test(sql)) lookups.push(sql);
            return (target.query as (sql: string, ...rest: unknown[]) => unknown)(sql, ...rest);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const watched = new ProjectionRunner(watching, [tallyProjector], { batchSize: 7 });
    await store.appendToStream('s', [counted(5)], 'no_stream');
    const [event] = await store.readAll({ transactionId: 0, globalPosition: 0 }, 1);
    watched.start();
    try {
      expect(await watched.waitFor({ transactionId: event.transactionId, globalPosition: event.globalPosition }, 5000)).toBe(true);
      expect(lookups).toEqual([]);
      expect(await dump(test.db)).toHaveLength(1);
    } finally {
      await watched.stop();
    }
  });

  it('reports a bounded wait that ran out', async () => {
    const { lastPosition } = await store.appendToStream('s', [counted(5)], 'no_stream');
    expect(await runner.waitFor(lastPosition, 100)).toBe(false);
  });

  it('answers many waits at once with a few reads of the checkpoints, not one per wait and batch', async () => {
    let checkpointReads = 0;
    const counting = new Proxy(test.db, {
      get(target, property) {
        if (property === 'query') {
          return (sql: string, ...rest: unknown[]) => {
            if (sql.includes('projection_checkpoints')) checkpointReads += 1;
            return (target.query as (sql: string, ...rest: unknown[]) => unknown)(sql, ...rest);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const watched = new ProjectionRunner(counting, [tallyProjector], { batchSize: 7 });
    const appended = await Promise.all(Array.from({ length: 60 }, (_, i) => store.appendToStream(`w-${i}`, [counted(i)], 'no_stream')));
    watched.start();
    try {
      checkpointReads = 0;
      const answers = await Promise.all(appended.map((result) => watched.waitFor(result.lastPosition, 10_000)));
      expect(answers.every(Boolean)).toBe(true);
      expect((await dump(test.db)).length).toBe(60);
      expect(checkpointReads).toBeLessThan(20);
    } finally {
      await watched.stop();
    }
  });

  /** A projector that handles an event nobody appends here: every batch is idle for it. */
  const idleProjector = { ...tallyProjector, name: 'test-idle', collection: 'test_idle', handles: ['NeverAppended'] } as typeof tallyProjector;

  async function checkpointOf(name: string): Promise<number> {
    const { rows } = await test.db.query<{ last_position: number }>(
      `SELECT last_position FROM ${ident(test.db.schema)}.projection_checkpoints WHERE name = $1`,
      [name],
    );
    return Number(rows[0].last_position);
  }

  it('moves a projection past events it does not handle without a transaction of its own', async () => {
    let transactions = 0;
    const counting = new Proxy(test.db, {
      get(target, property) {
        if (property === 'transaction') {
          return (work: Parameters<Database['transaction']>[0]) => {
            transactions += 1;
            return target.transaction(work);
          };
        }
        const value: unknown = Reflect.get(target, property, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const both = new ProjectionRunner(counting, [tallyProjector, idleProjector], { batchSize: 7 });
    await both.prepare();
    let last = 0;
    for (let i = 0; i < 5; i++) last = (await store.appendToStream(`t-${i}`, [counted(i)], 'no_stream')).lastPosition;
    transactions = 0;
    await both.catchUp();
    // One batch of the tally; the idle projection's checkpoint moves in the same round, outside any transaction.
    expect(transactions).toBe(1);
    expect(await checkpointOf(idleProjector.name)).toBe(last);
    expect(await checkpointOf(tallyProjector.name)).toBe(last);
    expect(await changedPosition(test.db, test.db.schema, idleProjector.name)).toBe(0);
    expect((await dump(test.db)).length).toBe(5);
  });

  it('catches up after another runner moved the checkpoints it remembered, applying nothing twice', async () => {
    const seen: number[] = [];
    const track = { batchSize: 4, onBatch: (_: string, events: readonly { globalPosition: number }[]) => seen.push(...events.map((e) => e.globalPosition)) };
    const a = new ProjectionRunner(test.db, [tallyProjector, idleProjector], track);
    const b = new ProjectionRunner(test.db, [tallyProjector, idleProjector], track);
    await a.prepare();
    const write = async (from: number) => {
      let last = 0;
      for (let i = from; i < from + 5; i++) last = (await store.appendToStream(`r-${i % 2}`, [counted(1)], 'any')).lastPosition;
      return last;
    };
    await write(0);
    await a.catchUp();
    await write(5);
    await b.catchUp();
    const last = await write(10);
    await a.catchUp();
    expect(new Set(seen).size).toBe(15);
    expect(seen).toHaveLength(15);
    const rows = (await dump(test.db)) as { count: number }[];
    expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(15);
    expect(await checkpointOf(tallyProjector.name)).toBe(last);
    expect(await checkpointOf(idleProjector.name)).toBe(last);
  });

  it('rebuilds a projection from position 0 into a table equal to the live one', async () => {
    for (let i = 0; i < 25; i++) await store.appendToStream(`s-${i % 4}`, [counted(i)], 'any');
    await runner.catchUp();
    const live = await dump(test.db);
    await runner.rebuild(tallyProjector.name);
    expect(await dump(test.db)).toEqual(live);
    await store.appendToStream('s-0', [counted(1000)], 'any');
    await runner.catchUp();
    const after = (await dump(test.db)) as { id: string; total: number }[];
    expect(after.find((row) => row.id === 's-0')?.total).toBe(0 + 4 + 8 + 12 + 16 + 20 + 24 + 1000);
  });

  it('rebuilds to the same table when the rebuild has to write its documents out in parts', async () => {
    for (let i = 0; i < 40; i++) await store.appendToStream(`s-${i % 6}`, [counted(i)], 'any');
    await runner.catchUp();
    const live = await dump(test.db);
    const smallCache = new ProjectionRunner(test.db, [tallyProjector], { rebuildCacheLimit: 2, rebuildBatchSize: 5 });
    await smallCache.rebuild(tallyProjector.name);
    expect(await dump(test.db)).toEqual(live);
  });

  it('rebuilds when the projector version changes at prepare', async () => {
    await store.appendToStream('s', [counted(3)], 'no_stream');
    await runner.catchUp();
    await test.db.query(`DELETE FROM ${ident(test.db.schema)}.rm_test_tally`);
    const bumped = new ProjectionRunner(test.db, [{ ...tallyProjector, version: 2 }]);
    await bumped.prepare();
    expect(await dump(test.db)).toHaveLength(1);
  });

  if (kind === 'server') {
    it('never skips an event whose insert is held open while later ones commit', async () => {
      const slow = await appendHeldOpen(test, 'slow', [counted(1)]);
      // Appends take turns on the hash chain: these wait until the open one ends.
      const fast = Promise.all(Array.from({ length: 5 }, (_, i) => store.appendToStream(`fast-${i}`, [counted(10)], 'no_stream')));
      await new Promise((resolve) => setTimeout(resolve, 200));
      await runner.catchUp();
      expect(await dump(test.db)).toEqual([]);
      await slow.commit();
      await fast;
      await runner.catchUp();
      const rows = (await dump(test.db)) as { id: string }[];
      expect(rows.map((row) => row.id)).toEqual(['fast-0', 'fast-1', 'fast-2', 'fast-3', 'fast-4', 'slow']);
    });

    it('leaves the checkpoint of a projection another runner holds where it is, and moves it once released', async () => {
      const both = new ProjectionRunner(test.db, [tallyProjector, idleProjector]);
      await both.prepare();
      const { lastPosition } = await store.appendToStream('s', [counted(1)], 'no_stream');
      const otherDb = await test.openAnother();
      try {
        await otherDb.transaction(async (tx) => {
          // The lock a runner in another process takes while it applies a batch of the idle projection.
          await tx.query('SELECT pg_advisory_xact_lock(7346002, hashtext($1))', [`${test.db.schema}.${idleProjector.name}`]);
          await both.catchUp();
          expect(await checkpointOf(tallyProjector.name)).toBe(lastPosition);
          expect(await checkpointOf(idleProjector.name)).toBe(0);
        });
      } finally {
        await otherDb.close();
      }
      await both.catchUp();
      expect(await checkpointOf(idleProjector.name)).toBe(lastPosition);
    });

    it('works the projections side by side: one held in its batch holds back none of the others', async () => {
      const second = { ...tallyProjector, name: 'test-tally-2', collection: 'test_tally_2' };
      let release = () => undefined as void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const both = new ProjectionRunner(test.db, [tallyProjector, second], {
        beforeCommit: (projection) => (projection === tallyProjector.name ? held : undefined),
      });
      await both.prepare();
      const { lastPosition } = await store.appendToStream('s', [counted(1)], 'no_stream');
      both.start();
      try {
        const deadline = Date.now() + 5000;
        while ((await changedPosition(test.db, test.db.schema, second.name)) !== lastPosition && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        expect(await changedPosition(test.db, test.db.schema, second.name)).toBe(lastPosition);
        expect(await changedPosition(test.db, test.db.schema, tallyProjector.name)).toBe(0);
      } finally {
        release();
        await both.stop();
      }
      expect(await changedPosition(test.db, test.db.schema, tallyProjector.name)).toBe(lastPosition);
    });

    it('lets one runner at a time work a projection across processes: each event is read once', async () => {
      const otherDb = await test.openAnother();
      const seen: number[] = [];
      const track = { onBatch: (_: string, events: readonly { globalPosition: number }[]) => seen.push(...events.map((e) => e.globalPosition)) };
      const a = new ProjectionRunner(test.db, [tallyProjector], { batchSize: 5, pollIntervalMs: 5, ...track });
      const b = new ProjectionRunner(otherDb, [tallyProjector], { batchSize: 5, pollIntervalMs: 5, ...track });
      a.start();
      b.start();
      try {
        const writes = Array.from({ length: 40 }, (_, i) => store.appendToStream(`s-${i % 5}`, [counted(1), counted(2)], 'any'));
        const results = await Promise.all(writes);
        const last = Math.max(...results.map((r) => r.lastPosition));
        await a.waitFor(last, 10000);
        expect(seen).toHaveLength(80);
        expect(new Set(seen).size).toBe(80);
        const rows = (await dump(test.db)) as { count: number }[];
        expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(80);
      } finally {
        await a.stop();
        await b.stop();
        await otherDb.close();
      }
    });

    it('recovers from a projector killed just before commit, many times, to equal a clean rebuild', async () => {
      for (let i = 0; i < 300; i++) await store.appendToStream(`s-${i % 17}`, [counted(i)], 'any');
      const script = path.join(__dirname, '..', 'testing', 'crashing-projector.process.ts');
      const runChild = (crashAtBatch?: number) =>
        new Promise<number | null>((resolve) => {
          const child = spawn(process.execPath, ['--import', 'tsx', script], {
            env: { ...process.env, TEST_SCHEMA: test.db.schema, ...(crashAtBatch ? { CRASH_AT_BATCH: String(crashAtBatch) } : {}) },
            stdio: 'ignore',
          });
          child.on('exit', (exitCode, signal) => resolve(signal === 'SIGKILL' ? -9 : exitCode));
        });
      // 300 events make 24 batches of 13; ten deaths, each after committing 0 to 2 batches, leave work for the last run.
      let kills = 0;
      for (let attempt = 0; attempt < 10; attempt++) {
        if ((await runChild(1 + (attempt % 3))) === -9) kills++;
      }
      expect(kills).toBe(10);
      expect(await runChild()).toBe(0);
      const recovered = await dump(test.db);
      await runner.rebuild(tallyProjector.name);
      expect(await dump(test.db)).toEqual(recovered);
      const rows = recovered as { count: number }[];
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(300);
    });
  }
});
