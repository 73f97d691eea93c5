import { randomUUID } from 'node:crypto';
import {
  LOG_START,
  StreamVersionConflict,
  type EventMetadata,
  type EventToAppend,
} from '../../application/shared/event-store.port';
import { PostgresEventStore } from './postgres-event-store';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { appendHeldOpen } from '../testing/held-open-append';

const metadata: EventMetadata = {
  actor: { id: 'u-1', role: 'member' },
  on_behalf_of: { id: 'u-2', role: 'member' },
  correlation_id: 'c-1',
  causation_id: 'c-1',
  request_id: 'r-1',
  client_address: '127.0.0.1',
  schema_version: 1,
};

function event(type: string, data: Record<string, unknown> = {}): EventToAppend {
  return { event: { type, data }, eventId: randomUUID(), metadata };
}

describe.each(storeKinds())('Event log contract on the %s store', (kind) => {
  let test: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    store = new PostgresEventStore(test.db);
  });
  afterEach(() => test.dispose());

  describe('appending', () => {
    it('starts a stream when no stream is expected, and numbers its events from 1', async () => {
      const result = await store.appendToStream('listing-1', [event('Listed'), event('Priced')], 'no_stream');
      expect(result.nextExpectedVersion).toBe(2);
      const { version, events } = await store.readStream('listing-1');
      expect(version).toBe(2);
      expect(events.map((e) => [e.type, e.streamVersion])).toEqual([
        ['Listed', 1],
        ['Priced', 2],
      ]);
      expect(events[1].globalPosition).toBeGreaterThan(events[0].globalPosition);
      expect(result.lastPosition).toBe(events[1].globalPosition);
    });

    it('refuses "no stream" when the stream exists', async () => {
      await store.appendToStream('s', [event('A')], 'no_stream');
      await expect(store.appendToStream('s', [event('B')], 'no_stream')).rejects.toBeInstanceOf(StreamVersionConflict);
      expect((await store.readStream('s')).version).toBe(1);
    });

    it('appends at the exact expected version and refuses a stale one with the actual version', async () => {
      await store.appendToStream('s', [event('A')], 'no_stream');
      await store.appendToStream('s', [event('B')], 1);
      const error = await store.appendToStream('s', [event('C')], 1).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StreamVersionConflict);
      expect((error as StreamVersionConflict).actual).toBe(2);
      expect((await store.readStream('s')).events.map((e) => e.type)).toEqual(['A', 'B']);
    });

    it('refuses an expected version ahead of the stream', async () => {
      await expect(store.appendToStream('s', [event('A')], 3)).rejects.toBeInstanceOf(StreamVersionConflict);
      expect((await store.readStream('s')).events).toHaveLength(0);
    });

    it('appends whatever the stream holds with "any"', async () => {
      await store.appendToStream('s', [event('A')], 'any');
      const result = await store.appendToStream('s', [event('B'), event('C')], 'any');
      expect(result.nextExpectedVersion).toBe(3);
    });

    it('is idempotent by event id: the same events again write nothing and answer the first result', async () => {
      const batch = [event('A'), event('B')];
      const first = await store.appendToStream('s', batch, 'no_stream');
      const again = await store.appendToStream('s', batch, 'no_stream');
      expect(again).toEqual(first);
      const anyAgain = await store.appendToStream('s', batch, 'any');
      expect(anyAgain).toEqual(first);
      expect((await store.readStream('s')).events).toHaveLength(2);
    });

    it('does not treat an event id stored in another stream as a duplicate', async () => {
      const shared = event('A');
      await store.appendToStream('s1', [shared], 'no_stream');
      await expect(store.appendToStream('s2', [shared], 'no_stream')).rejects.toBeInstanceOf(StreamVersionConflict);
      expect((await store.readStream('s2')).events).toHaveLength(0);
    });

    it('stores the data and the metadata of each event as given', async () => {
      await store.appendToStream('s', [event('A', { name: '渋谷の土地', price: 1234567, tags: ['古民家'] })], 'no_stream');
      const [stored] = (await store.readStream('s')).events;
      expect(stored.data).toEqual({ name: '渋谷の土地', price: 1234567, tags: ['古民家'] });
      expect(stored.metadata).toEqual(metadata);
      expect(stored.eventId).toMatch(/^[0-9a-f-]{36}$/);
      expect(new Date(stored.recordedAt).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(stored.transactionId).toBeGreaterThan(0);
    });

    it('never lets a stored event change or disappear', async () => {
      await store.appendToStream('s', [event('A')], 'no_stream');
      await expect(test.db.query(`UPDATE ${test.db.schema}.events SET type = 'X'`)).rejects.toThrow(/append-only/);
      await expect(test.db.query(`DELETE FROM ${test.db.schema}.events`)).rejects.toThrow(/append-only/);
      expect((await store.readStream('s')).events[0].type).toBe('A');
    });
  });

  describe('many appends at once through one store', () => {
    it('writes concurrent appends to different streams, each at its own version', async () => {
      await store.appendToStream('s-0', [event('First')], 'no_stream');
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          i === 0
            ? store.appendToStream('s-0', [event('Second')], 1)
            : store.appendToStream(`s-${i}`, [event('First'), event('Second')], 'no_stream'),
        ),
      );
      expect(results[0].nextExpectedVersion).toBe(2);
      results.slice(1).forEach((result) => expect(result.nextExpectedVersion).toBe(2));
      expect(new Set(results.map((r) => r.lastPosition)).size).toBe(20);
      for (let i = 0; i < 20; i++) {
        expect((await store.readStream(`s-${i}`)).events.map((e) => [e.type, e.streamVersion])).toEqual([
          ['First', 1],
          ['Second', 2],
        ]);
      }
    });

    it('refuses only the append whose version is stale, and answers a repeated one as before', async () => {
      const first = [event('A')];
      const original = await store.appendToStream('repeat', first, 'no_stream');
      await store.appendToStream('stale', [event('A'), event('B')], 'no_stream');
      const outcomes = await Promise.allSettled([
        store.appendToStream('stale', [event('C')], 1),
        store.appendToStream('repeat', first, 'no_stream'),
        ...Array.from({ length: 6 }, (_, i) => store.appendToStream(`fresh-${i}`, [event('A')], 'no_stream')),
      ]);
      expect(outcomes[0].status).toBe('rejected');
      expect((outcomes[0] as PromiseRejectedResult).reason).toBeInstanceOf(StreamVersionConflict);
      expect(outcomes[1]).toEqual({ status: 'fulfilled', value: original });
      outcomes.slice(2).forEach((outcome) => expect(outcome.status).toBe('fulfilled'));
      expect((await store.readStream('stale')).version).toBe(2);
      expect((await store.readStream('repeat')).version).toBe(1);
    });
  });

  describe('reading', () => {
    it('reads an unknown stream as version 0 with no events', async () => {
      expect(await store.readStream('nothing')).toEqual({ version: 0, events: [] });
    });

    it('reads everything after a position in order, in pages', async () => {
      await store.appendToStream('a', [event('A1'), event('A2')], 'no_stream');
      await store.appendToStream('b', [event('B1')], 'no_stream');
      await store.appendToStream('a', [event('A3')], 2);
      const first = await store.readAll(LOG_START, 2);
      expect(first.map((e) => e.type)).toEqual(['A1', 'A2']);
      const last = first[first.length - 1];
      const rest = await store.readAll({ transactionId: last.transactionId, globalPosition: last.globalPosition }, 10);
      expect(rest.map((e) => e.type)).toEqual(['B1', 'A3']);
      const end = rest[rest.length - 1];
      expect(await store.readAll({ transactionId: end.transactionId, globalPosition: end.globalPosition }, 10)).toEqual([]);
    });
  });

  if (kind === 'server') {
    describe('concurrency (server)', () => {
      it('lets exactly one of many writers at the same expected version append; the rest conflict', async () => {
        await store.appendToStream('hot', [event('Created')], 'no_stream');
        const others = await Promise.all(Array.from({ length: 8 }, () => test.openAnother()));
        try {
          const results = await Promise.allSettled(
            others.map((db) => new PostgresEventStore(db).appendToStream('hot', [event('Changed')], 1)),
          );
          expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
          const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
          expect(rejected).toHaveLength(7);
          rejected.forEach((r) => expect(r.reason).toBeInstanceOf(StreamVersionConflict));
          expect((await store.readStream('hot')).version).toBe(2);
        } finally {
          await Promise.all(others.map((db) => db.close()));
        }
      });

      it('does not read past a transaction that is still open, then reads it once it commits', async () => {
        const slow = await appendHeldOpen(test, 'slow', [event('Slow')]);
        // Appends take turns on the hash chain: the next one waits until the open one ends.
        const fast = store.appendToStream('fast', [event('Fast')], 'no_stream');
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(await store.readAll(LOG_START, 10)).toEqual([]);
        await slow.commit();
        expect((await fast).lastPosition).toBe(2);
        expect((await store.readAll(LOG_START, 10)).map((e) => e.type)).toEqual(['Slow', 'Fast']);
      });

      it('does not read past an open transaction that appends only after a later append commits', async () => {
        const holder = await test.openAnother();
        let release!: () => void;
        const held = new Promise<void>((resolve) => (release = resolve));
        let begun!: () => void;
        const ready = new Promise<void>((resolve) => (begun = resolve));
        const slow = holder.transaction(async (tx) => {
          // The transaction id is taken now; the event is appended later, after the fast one.
          await tx.query('SELECT pg_current_xact_id()');
          begun();
          await held;
          await new PostgresEventStore(holder).appendWith(tx, 'slow', [event('Slow')], 'no_stream');
        });
        try {
          await ready;
          expect((await store.appendToStream('fast', [event('Fast')], 'no_stream')).lastPosition).toBe(1);
          expect(await store.readAll(LOG_START, 10)).toEqual([]);
          release();
          await slow;
        } finally {
          release();
          await slow.catch(() => undefined);
          await holder.close();
        }
        expect((await store.readAll(LOG_START, 10)).map((e) => [e.type, e.globalPosition])).toEqual([
          ['Slow', 2],
          ['Fast', 1],
        ]);
      });
    });
  }
});
