import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '../../application/shared/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { ident, type Database, type Queryable } from '../database/database';
import { migrate } from '../database/migrations';
import { allMigrations } from '../database/all-migrations';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { MEMBER_EVENT_METADATA } from '../testing/event-fixtures';
import { auditMigrations } from './audit.migrations';
import { verifyEventChain } from './event-chain-verifier';

const metadata = MEMBER_EVENT_METADATA;

/** Content that a careless serialisation would print differently from PostgreSQL. */
function event(n: number): EventToAppend {
  return {
    event: {
      type: n % 2 === 0 ? 'ListingPriceChanged' : 'InquiryReceived',
      data: {
        listingId: `listing-${n % 3}`,
        priceYen: 3_000_000 + n,
        area: 120.5,
        message: `内覧を希望します。"引用" \\ 改行\nタブ\t${n}`,
        z: null,
        nested: { zz: [1, 2, { b: true, a: 'é' }], a: 1 },
      },
    },
    eventId: randomUUID(),
    metadata,
  };
}

/** Changes the log as someone with the owner's (or a superuser's) powers could, triggers set aside. */
async function tamper(db: Database, sql: string, params: unknown[] = []): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(sql.replaceAll('events', `${ident(db.schema)}.events`), params);
  });
}

/** Moves one event to another position (the target position must be free). */
const move = (db: Database, from: number, to: number) =>
  tamper(db, 'UPDATE events SET global_position = $2 WHERE global_position = $1', [from, to]);

describe.each(storeKinds())('The hash chain of the event log on the %s store', (kind) => {
  let test: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    store = new PostgresEventStore(test.db);
    for (let n = 1; n <= 10; n++) await store.appendToStream(`listing-${n % 3}`, [event(n)], 'any');
  });
  afterEach(() => test.dispose());

  const verify = () => verifyEventChain(test.db, test.db.schema);

  it('proves an untouched log intact, with its head hash', async () => {
    await store.appendToStream('batch', [event(11), event(12), event(13)], 'no_stream');
    const report = await verify();
    const head = await test.db.query<{ global_position: number; hash: Uint8Array }>(
      `SELECT global_position, hash FROM ${ident(test.db.schema)}.events ORDER BY global_position DESC LIMIT 1`,
    );
    expect(report).toEqual({
      intact: true,
      events: 13,
      verified: 13,
      headPosition: 13,
      headHash: Buffer.from(head.rows[0].hash).toString('hex'),
    });
  });

  it('gives events dense positions in append order', async () => {
    const positions = await test.db.query<{ global_position: number }>(
      `SELECT global_position FROM ${ident(test.db.schema)}.events ORDER BY global_position`,
    );
    expect(positions.rows.map((row) => row.global_position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('proves events whose stream id and type hold commas, quotes, backslashes, line breaks and non-ASCII, page after page', async () => {
    const odd = 'deal-"引用",\\ 改行\nタブ\t\u0001';
    for (let n = 11; n <= 15; n++) {
      const appended = event(n);
      await store.appendToStream(`${odd}${n}`, [{ ...appended, event: { ...appended.event, type: `Odd, "type"\n${n}` } }], 'no_stream');
    }
    const report = await verifyEventChain(test.db, test.db.schema, { pageSize: 4 });
    expect(report).toMatchObject({ intact: true, verified: 15, headPosition: 15 });
    await tamper(test.db, `UPDATE events SET stream_id = stream_id || ' ' WHERE global_position = 13`);
    expect((await verifyEventChain(test.db, test.db.schema, { pageSize: 4 })).problem).toMatchObject({ position: 13, kind: 'changed' });
  });

  it('finds an event whose data was changed, at its position', async () => {
    await tamper(test.db, `UPDATE events SET data = jsonb_set(data, '{priceYen}', '1') WHERE global_position = 4`);
    const report = await verify();
    expect(report).toMatchObject({ intact: false, events: 10, verified: 3, headPosition: 3, problem: { position: 4, kind: 'changed' } });
  });

  it('finds an event whose stored hash was cut short, lengthened or taken away, at its position', async () => {
    const first = async (pageSize: number) => (await verifyEventChain(test.db, test.db.schema, { pageSize })).problem;
    await tamper(test.db, `UPDATE events SET hash = substring(hash from 1 for 31) WHERE global_position = 10`);
    expect(await first(3)).toEqual(expect.objectContaining({ position: 10, kind: 'changed' }));
    await tamper(test.db, `UPDATE events SET hash = hash || '\\x00'::bytea WHERE global_position = 7`);
    expect(await first(3)).toEqual(expect.objectContaining({ position: 7, kind: 'changed' }));
    await tamper(test.db, `UPDATE events SET hash = '\\x00' WHERE global_position = 4`);
    expect(await verify()).toMatchObject({ intact: false, verified: 3, problem: { position: 4, kind: 'changed' } });
    await tamper(test.db, 'ALTER TABLE events ALTER COLUMN hash DROP NOT NULL');
    await tamper(test.db, 'UPDATE events SET hash = NULL WHERE global_position = 2');
    expect(await first(100)).toEqual(expect.objectContaining({ position: 2, kind: 'changed' }));
    await tamper(test.db, 'UPDATE events SET hash = NULL');
    expect(await verify()).toMatchObject({ intact: false, verified: 0, problem: { position: 1, kind: 'changed' } });
  });

  it('finds an event whose recorded time or stream version was changed', async () => {
    await tamper(test.db, `UPDATE events SET recorded_at = recorded_at - interval '1 microsecond' WHERE global_position = 9`);
    expect((await verify()).problem).toMatchObject({ position: 9, kind: 'changed' });
  });

  it('finds a removed event, at its position', async () => {
    await tamper(test.db, 'DELETE FROM events WHERE global_position = 6');
    const report = await verify();
    expect(report).toMatchObject({ intact: false, events: 9, verified: 5, problem: { position: 6, kind: 'missing' } });
  });

  it('finds a removed event when the later ones were moved down to close the gap', async () => {
    await tamper(test.db, 'DELETE FROM events WHERE global_position = 6');
    for (let p = 7; p <= 10; p++) await move(test.db, p, p - 1);
    expect((await verify()).problem).toMatchObject({ position: 6, kind: 'missing' });
  });

  it('finds two events that swapped places, at the first of them', async () => {
    await move(test.db, 3, 1000);
    await move(test.db, 7, 3);
    await move(test.db, 1000, 7);
    const report = await verify();
    expect(report).toMatchObject({ intact: false, verified: 2, problem: { position: 3, kind: 'reordered' } });
    expect(report.problem?.detail).toContain('3 and 7');
  });

  it('finds two neighbours that swapped places', async () => {
    await move(test.db, 5, 1000);
    await move(test.db, 6, 5);
    await move(test.db, 1000, 6);
    expect((await verify()).problem).toMatchObject({ position: 5, kind: 'reordered' });
  });

  it('finds an event that was never appended, slipped in with the later ones moved up', async () => {
    for (let p = 10; p >= 5; p--) await move(test.db, p, p + 1);
    await tamper(
      test.db,
      `INSERT INTO events (global_position, stream_id, stream_version, event_id, type, data, metadata, hash)
       SELECT 5, 'listing-x', 1, $1, 'ListingPriceChanged', '{"priceYen": 1}', metadata, sha256('forged'::bytea)
       FROM events WHERE global_position = 4`,
      [randomUUID()],
    );
    const report = await verify();
    expect(report).toMatchObject({ intact: false, events: 11, verified: 4, problem: { position: 5, kind: 'inserted' } });
  });

  it('finds an extra event at the end of the log whose hash does not follow', async () => {
    await tamper(
      test.db,
      `INSERT INTO events (global_position, stream_id, stream_version, event_id, type, data, metadata, hash)
       SELECT 11, 'listing-x', 1, $1, type, data, metadata, hash FROM events WHERE global_position = 10`,
      [randomUUID()],
    );
    expect((await verify()).problem).toMatchObject({ position: 11 });
  });

  it('names the proven hash at a position it is asked about', async () => {
    const intact = await verifyEventChain(test.db, test.db.schema, { hashAt: 7 });
    const stored = await test.db.query<{ hash: Uint8Array }>(`SELECT hash FROM ${ident(test.db.schema)}.events WHERE global_position = 7`);
    expect(intact.hashAt).toBe(Buffer.from(stored.rows[0].hash).toString('hex'));
    await tamper(test.db, `UPDATE events SET type = 'Other' WHERE global_position = 5`);
    expect((await verifyEventChain(test.db, test.db.schema, { hashAt: 7 })).hashAt).toBeNull();
  });

  it('reads the log page by page without losing the chain between pages', async () => {
    expect(await verifyEventChain(test.db, test.db.schema, { pageSize: 3 })).toMatchObject({ intact: true, verified: 10 });
    await tamper(test.db, `UPDATE events SET metadata = metadata || '{"actor": {"id": "admin-1", "role": "admin"}}' WHERE global_position = 7`);
    expect((await verifyEventChain(test.db, test.db.schema, { pageSize: 3 })).problem).toMatchObject({ position: 7, kind: 'changed' });
  });

  if (kind === 'server') {
    it('keeps one valid chain when two processes append at the same time', async () => {
      const other = await test.openAnother();
      try {
        const otherStore = new PostgresEventStore(other);
        const writes = Array.from({ length: 60 }, (_, i) =>
          (i % 2 === 0 ? store : otherStore).appendToStream(`parallel-${i % 7}`, [event(i), event(i + 100)], 'any'),
        );
        await Promise.all(writes);
      } finally {
        await other.close();
      }
      const report = await verify();
      expect(report).toMatchObject({ intact: true, events: 130, verified: 130, headPosition: 130 });
    });
  }
});

describe.each(storeKinds())('The chain proven on a thread of its own on the %s store', (kind) => {
  let test: TestDatabase;

  beforeAll(async () => {
    test = await createTestDatabase(kind);
    const store = new PostgresEventStore(test.db);
    for (let n = 1; n <= 30; n++) await store.appendToStream(`listing-${n % 3}`, [event(n)], 'any');
  });
  afterAll(() => test.dispose());

  const verify = (prover: 'thread' | 'worker', options: { hashAt?: number } = {}) =>
    verifyEventChain(test.db, test.db.schema, { pageSize: 4, prover, ...options });

  it('gives the same report as this thread, page after page, with the hash at a position', async () => {
    const here = await verify('thread', { hashAt: 17 });
    expect(here).toMatchObject({ intact: true, verified: 30, headPosition: 30, hashAt: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(await verify('worker', { hashAt: 17 })).toEqual(here);
  });

  it('finds a change several pages in, with the pages after it already handed over', async () => {
    await tamper(test.db, `UPDATE events SET data = jsonb_set(data, '{priceYen}', '1') WHERE global_position = 13`);
    try {
      const here = await verify('thread');
      expect(here).toMatchObject({ intact: false, verified: 12, headPosition: 12, problem: { position: 13, kind: 'changed' } });
      expect(await verify('worker')).toEqual(here);
    } finally {
      await tamper(test.db, `UPDATE events SET data = jsonb_set(data, '{priceYen}', to_jsonb(3000013)) WHERE global_position = 13`);
    }
    expect(await verify('worker')).toMatchObject({ intact: true, verified: 30 });
  });
});

describe.each(storeKinds())('A log older than the hash chain on the %s store', (kind) => {
  let test: TestDatabase;
  afterEach(() => test.dispose());

  it('gets its chain from the migration, in order, and then keeps growing it', async () => {
    test = await createTestDatabase(kind, { migrate: false });
    const chain = new Set(auditMigrations.map((m) => m.id));
    await migrate(test.db, allMigrations.filter((m) => !chain.has(m.id)));
    // Appended as the log was then: positions from the sequence, no hash.
    const appendBefore = (executor: Queryable, streamId: string, n: number) =>
      executor.query(
        `INSERT INTO ${ident(test.db.schema)}.events (stream_id, stream_version, event_id, type, data, metadata)
         SELECT $1, coalesce(max(stream_version), 0) + 1, $2, $3, $4, $5 FROM ${ident(test.db.schema)}.events WHERE stream_id = $1`,
        [streamId, randomUUID(), event(n).event.type, JSON.stringify(event(n).event.data), JSON.stringify(metadata)],
      );
    for (let n = 1; n <= 6; n++) await appendBefore(test.db, `old-${n % 2}`, n);
    // A rolled-back append leaves a gap in the positions of the old log.
    await test.db
      .transaction(async (tx) => {
        await appendBefore(tx, 'rolled-back', 99);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await appendBefore(test.db, 'old-0', 7);

    await migrate(test.db, allMigrations);
    await new PostgresEventStore(test.db).appendToStream('new', [event(8)], 'no_stream');
    const report = await verifyEventChain(test.db, test.db.schema);
    expect(report).toMatchObject({ intact: true, events: 8, verified: 8, headPosition: 9 });

    await tamper(test.db, `UPDATE events SET data = '{}' WHERE global_position = 2`);
    expect((await verifyEventChain(test.db, test.db.schema)).problem).toMatchObject({ position: 2, kind: 'changed' });
  });
});
