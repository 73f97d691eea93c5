import { randomUUID } from 'node:crypto';
import type { EventMetadata } from '../../application/shared/event-store.port';
import { ident } from '../database/database';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { insertChainedRows } from '../testing/chained-rows';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { PostgresActorEvents, actorEventsSql } from './postgres-actor-events';

const metadata = (actor: string, onBehalfOf?: string): EventMetadata => ({
  actor: { id: actor, role: onBehalfOf ? 'admin' : 'member' },
  ...(onBehalfOf ? { on_behalf_of: { id: onBehalfOf, role: 'member' } } : {}),
  correlation_id: 'c',
  causation_id: 'c',
  request_id: 'r',
  schema_version: 1,
});

/** A log of `events` events from 5,000 members, written straight with SQL (each still chained). */
async function fillLog(test: TestDatabase, events: number): Promise<void> {
  await insertChainedRows(
    test.db,
    `SELECT 'listing-' || i, 1, gen_random_uuid(), 'ListingDrafted', jsonb_build_object('n', i),
       jsonb_build_object('actor', jsonb_build_object('id', 'member-' || i % 5000, 'role', 'member'), 'schema_version', 1), now()
     FROM generate_series(1, $1::int) AS i`,
    [events],
  );
  await test.db.query(`ANALYZE ${ident(test.db.schema)}.events`);
}

describe.each(storeKinds())('A person’s events by actor on the %s store', (kind) => {
  let test: TestDatabase;
  let store: PostgresEventStore;
  let actorEvents: PostgresActorEvents;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    store = new PostgresEventStore(test.db);
    actorEvents = new PostgresActorEvents(test.db);
  });
  afterEach(() => test.dispose());

  const append = (streamId: string, actor: string, onBehalfOf?: string) =>
    store.appendToStream(streamId, [{ event: { type: 'Noted', data: { by: actor } }, eventId: randomUUID(), metadata: metadata(actor, onBehalfOf) }], 'any');

  it('finds the events a person wrote or had written for them, the newest up to the limit, in log order', async () => {
    await append('a', 'member-1');
    await append('b', 'member-2');
    await append('c', 'admin-1', 'member-1');
    await append('d', 'member-1');
    await append('e', 'member-1', 'member-1');
    await append('f', 'admin-1', 'member-2');

    const all = await actorEvents.eventsBy('member-1', 10);
    expect(all.map((event) => event.streamId)).toEqual(['a', 'c', 'd', 'e']);
    const newest = await actorEvents.eventsBy('member-1', 2);
    expect(newest.map((event) => event.streamId)).toEqual(['d', 'e']);
    expect((await actorEvents.eventsBy('admin-1', 10)).map((event) => event.streamId)).toEqual(['c', 'f']);
    expect(await actorEvents.eventsBy('nobody', 10)).toEqual([]);
  });

  it('reads a member’s events through the actor indexes, not a scan of the log', async () => {
    await fillLog(test, 20_000);
    await append('z', 'admin-1', 'member-42');
    const plan = (
      await test.db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${actorEventsSql(test.db.schema)}`, ['member-42', 200])
    ).rows
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/events_by_actor/);
    expect(plan).toMatch(/events_by_represented/);
    expect(plan).not.toMatch(/Seq Scan on events/);
    const found = await actorEvents.eventsBy('member-42', 200);
    expect(found.map((event) => event.streamId)).toEqual(['listing-42', 'listing-5042', 'listing-10042', 'listing-15042', 'z']);
  });
});
