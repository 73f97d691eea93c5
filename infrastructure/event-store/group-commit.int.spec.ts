import { randomUUID } from 'node:crypto';
import type { EventMetadata, EventToAppend } from '../../application/shared/event-store.port';
import { ident } from '../database/database';
import { verifyEventChain } from '../audit/event-chain-verifier';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { PostgresEventStore } from './postgres-event-store';

const metadata: EventMetadata = {
  actor: { id: 'u-1', role: 'member' },
  correlation_id: 'c-1',
  causation_id: 'c-1',
  request_id: 'r-1',
  client_address: '127.0.0.1',
  schema_version: 1,
};

function event(type: string): EventToAppend {
  return { event: { type, data: { at: type } }, eventId: randomUUID(), metadata };
}

const WRITERS = 8;
const APPENDS_EACH = 6;

/**
 * Writers that each append one event at a time to a stream of their own, the next as soon as the
 * last is answered, each append through a few layers of async calls as a command handler makes it.
 */
async function writeInLoops(store: PostgresEventStore): Promise<void> {
  const append = async (streamId: string, version: number) => {
    await store.appendToStream(streamId, [event(`E${version + 1}`)], version === 0 ? 'no_stream' : version);
  };
  const handle = async (streamId: string, version: number) => {
    await append(streamId, version);
  };
  await Promise.all(
    Array.from({ length: WRITERS }, async (_, writer) => {
      for (let version = 0; version < APPENDS_EACH; version++) await handle(`listing-${writer}`, version);
    }),
  );
}

describe.each(storeKinds())('Group commit of appends in loops on the %s store', (kind) => {
  let test: TestDatabase;
  let store: PostgresEventStore;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    store = new PostgresEventStore(test.db);
  });
  afterEach(() => test.dispose());

  it('writes every append at its version, at dense positions the hash chain follows', async () => {
    await writeInLoops(store);
    for (let writer = 0; writer < WRITERS; writer++) {
      const { events } = await store.readStream(`listing-${writer}`);
      expect(events.map((e) => [e.type, e.streamVersion])).toEqual(
        Array.from({ length: APPENDS_EACH }, (_, i) => [`E${i + 1}`, i + 1]),
      );
    }
    const { rows } = await test.db.query<{ count: number; first: number; last: number }>(
      `SELECT count(*)::int AS count, min(global_position)::int AS first, max(global_position)::int AS last FROM ${ident(test.db.schema)}.events`,
    );
    expect(rows[0]).toEqual({ count: WRITERS * APPENDS_EACH, first: 1, last: WRITERS * APPENDS_EACH });
    const report = await verifyEventChain(test.db, test.db.schema);
    expect(report.intact).toBe(true);
    expect(report.verified).toBe(WRITERS * APPENDS_EACH);
  });

  if (kind === 'server') {
    it('lets the appends a group answered share the next commit instead of the first of them taking it alone', async () => {
      await writeInLoops(store);
      // Once the writers are in step, each commit carries one append of every writer: the first
      // append goes alone, the other writers' first appends together, then one commit a round.
      // Were the slot given back at once, the first writer to return would take it alone and the
      // commits would alternate between one append and the other seven: twice as many.
      const { rows } = await test.db.query<{ commits: number }>(
        `SELECT count(DISTINCT transaction_id)::int AS commits FROM ${ident(test.db.schema)}.events`,
      );
      expect(rows[0].commits).toBeLessThanOrEqual(APPENDS_EACH + 2);
    });
  }
});
