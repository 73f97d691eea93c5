import { randomUUID } from 'node:crypto';
import { StreamVersionConflict, type EventToAppend } from '../../application/shared/event-store.port';
import { verifyEventChain } from '../audit/event-chain-verifier';
import { withAmbientTransactions } from '../database/ambient-transaction';
import { ident, type Database } from '../database/database';
import { MEMBER_EVENT_METADATA } from '../testing/event-fixtures';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { PostgresEventStore } from './postgres-event-store';

function event(n: number): EventToAppend {
  return {
    event: { type: 'Counted', data: { n, note: `カウント "${n}" 🏠`, ratio: n / 7, tiny: 1e-7 * n, huge: 1e21 * n } },
    eventId: randomUUID(),
    metadata: MEMBER_EVENT_METADATA,
  };
}

/** Every position from 1 to the last is taken once, and the chain over them verifies. */
async function expectDenseIntactLog(db: Database, events: number): Promise<void> {
  const { rows } = await db.query<{ count: number; last: number }>(
    `SELECT count(*)::int AS count, coalesce(max(global_position), 0)::int AS last FROM ${ident(db.schema)}.events`,
  );
  expect(rows[0]).toEqual({ count: events, last: events });
  expect(await verifyEventChain(db, db.schema)).toMatchObject({ intact: true, verified: events, headPosition: events });
}

describe.each(storeKinds())('Appends linking the hash chain on the %s store', (kind) => {
  let test: TestDatabase;
  beforeEach(async () => {
    test = await createTestDatabase(kind);
  });
  afterEach(() => test.dispose());

  it('goes on from the head another process wrote after it, each time its own head has gone stale', async () => {
    const other = kind === 'server' ? await test.openAnother() : test.db;
    const first = new PostgresEventStore(test.db);
    const second = new PostgresEventStore(other);
    try {
      for (let n = 1; n <= 12; n++) {
        const store = n % 3 === 0 ? second : first;
        const result = await store.appendToStream(`stream-${n}`, [event(n), event(n + 100)], 'no_stream');
        expect(result.lastPosition).toBe(2 * n);
      }
    } finally {
      if (other !== test.db) await other.close();
    }
    await expectDenseIntactLog(test.db, 24);
  });

  it('stores the time it hashed, to the millisecond, and every printed value as it hashed it', async () => {
    const store = new PostgresEventStore(test.db);
    const before = Date.now();
    await store.appendToStream('timed', [event(1)], 'no_stream');
    const { events } = await store.readStream('timed');
    expect(Date.parse(events[0].recordedAt)).toBeGreaterThanOrEqual(before);
    expect(Date.parse(events[0].recordedAt)).toBeLessThanOrEqual(Date.now());
    expect(events[0].data).toEqual(event(1).event.data);
    await expectDenseIntactLog(test.db, 1);
  });

  it('gives a rolled-back unit of work’s positions to the next append, leaving no gap', async () => {
    const ambient = withAmbientTransactions(test.db);
    const store = new PostgresEventStore(ambient);
    await store.appendToStream('before', [event(1)], 'no_stream');
    await ambient
      .transaction(async () => {
        await store.appendToStream('rolled-back', [event(2), event(3)], 'no_stream');
        throw new Error('the unit of work fails after its append');
      })
      .catch(() => undefined);
    expect((await store.appendToStream('after', [event(4)], 'no_stream')).lastPosition).toBe(2);
    await expectDenseIntactLog(test.db, 2);
  });

  it('chains appends after a savepoint rolled back inside a unit of work that commits', async () => {
    const ambient = withAmbientTransactions(test.db);
    const store = new PostgresEventStore(ambient);
    await ambient.transaction(async () => {
      await store.appendToStream('kept-1', [event(1)], 'no_stream');
      await ambient
        .transaction(async () => {
          await store.appendToStream('undone', [event(2)], 'no_stream');
          throw new Error('the inner step fails');
        })
        .catch(() => undefined);
      await store.appendToStream('kept-2', [event(3)], 'no_stream');
    });
    // Outside the unit of work, the process goes on from the head it committed.
    await store.appendToStream('kept-3', [event(4)], 'no_stream');
    await expectDenseIntactLog(test.db, 3);
    expect((await store.readStream('undone')).version).toBe(0);
  });

  it('takes turns with a unit of work of another process: waits for it, then links after its events', async () => {
    if (kind === 'embedded') return; // One connection: nothing runs beside a transaction.
    const ambient = withAmbientTransactions(await test.openAnother());
    const holder = new PostgresEventStore(ambient);
    const store = new PostgresEventStore(test.db);
    await store.appendToStream('first', [event(1)], 'no_stream');
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let appended!: () => void;
    const inserted = new Promise<void>((resolve) => (appended = resolve));
    const unit = ambient.transaction(async () => {
      await holder.appendToStream('held', [event(2), event(3)], 'no_stream');
      appended();
      await held;
    });
    await inserted;
    const waiting = store.appendToStream('waiting', [event(4)], 'no_stream');
    await new Promise((resolve) => setTimeout(resolve, 150));
    release();
    await unit;
    expect((await waiting).lastPosition).toBe(4);
    await expectDenseIntactLog(test.db, 4);
    await ambient.close();
  });

  it('writes a group whole or not at all: a stale version sends each append on its own, and only that one conflicts', async () => {
    const store = new PostgresEventStore(test.db);
    await store.appendToStream('moved', [event(1), event(2)], 'no_stream');
    const appends = [
      store.appendToStream('a', [event(3)], 'no_stream'),
      store.appendToStream('moved', [event(4)], 1),
      store.appendToStream('b', [event(5)], 'no_stream'),
      store.appendToStream('c', [event(6), event(7)], 'no_stream'),
    ];
    const results = await Promise.allSettled(appends);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toBeInstanceOf(StreamVersionConflict);
    await expectDenseIntactLog(test.db, 6);
  });

  it('keeps one dense chain while two processes append to the same streams at once, at exact and "any" versions', async () => {
    const other = kind === 'server' ? await test.openAnother() : test.db;
    const stores = [new PostgresEventStore(test.db), new PostgresEventStore(other)];
    const writes = Array.from({ length: 80 }, async (_, i) => {
      const store = stores[i % 2];
      if (i % 4 === 3) return store.appendToStream(`shared-${i % 5}`, [event(i)], 'any');
      return store.appendToStream(`own-${i}`, [event(i), event(i + 1000)], 'no_stream');
    });
    try {
      await Promise.all(writes);
    } finally {
      if (other !== test.db) await other.close();
    }
    await expectDenseIntactLog(test.db, 20 + 60 * 2);
  });
});
