import { randomUUID } from 'node:crypto';
import type { EventToAppend } from '../../application/shared/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { ident, type Database, type Queryable } from '../database/database';
import { insertChainedRows } from '../testing/chained-rows';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { MEMBER_EVENT_METADATA } from '../testing/event-fixtures';
import { CHAINED_EVENT_COLUMNS, canonicalText, canonicalTextSql, chainedEventPageSql, type ChainedEventRow, type ProvenPage } from './event-chain-hash';
import { pageChain } from './event-chain-page-chain';
import { chainedPageReader, verifyEventChain } from './event-chain-verifier';

const metadata = MEMBER_EVENT_METADATA;

/** Every character jsonb escapes, and UTF-8 of two, three and four bytes (emoji), in stream ids, types and data. */
const ODD = '"引用" \\ 改行\nタブ\t\b\f\r\u0001\u001f\u007f\u2028 é 🏠👨‍👩‍👧 ｶﾀｶﾅ';

function event(n: number, data: Record<string, unknown> = {}): EventToAppend {
  return {
    event: { type: n % 3 === 0 ? `Odd, ${ODD} ${n}` : 'ListingPriceChanged', data: { n, message: `${ODD}${n}`, ...data } },
    eventId: randomUUID(),
    metadata: { ...metadata, request_id: `🏠-${n}` },
  };
}

async function tamper(db: Database, sql: string): Promise<void> {
  await db.transaction(async (tx: Queryable) => {
    await tx.query('SET LOCAL session_replication_role = replica');
    await tx.query(sql.replaceAll('events', `${ident(db.schema)}.events`));
  });
}

const summary = (proven: ProvenPage) => ({ ...proven, previous: proven.previous.toString('hex'), hashAt: proven.hashAt?.toString('hex') ?? null });

describe.each(storeKinds())('The pages the verifier reads on the %s store', (kind) => {
  let test: TestDatabase;

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    const store = new PostgresEventStore(test.db);
    for (let n = 1; n <= 12; n++) await store.appendToStream(n % 2 === 0 ? `deal-${ODD}-${n % 4}` : `listing-${n % 3}`, [event(n)], 'any');
  });
  afterEach(() => test.dispose());

  it(kind === 'embedded' ? 'come as the raw bytes of the answer' : 'come as the bytes of one text a page', async () => {
    const page = await chainedPageReader(test.db, test.db.schema)(0, 12);
    if (kind === 'embedded') expect('rows' in page && page.rows).toBeInstanceOf(Uint8Array);
    else {
      if (!('lines' in page)) throw new Error('a server page is not lines');
      const lines = Buffer.from(page.lines).toString('utf8').split('\n');
      expect(lines).toHaveLength(12);
      expect(lines[0]).toMatch(/^[0-9a-f]{64}\[1, /);
      // Its own buffer, so it can be moved to the prover's thread without taking anything else along.
      expect(page.lines.byteLength).toBe(page.lines.buffer.byteLength);
    }
  });

  it('prove page after page exactly as the pages of text do, whatever the page size', async () => {
    const read = chainedPageReader(test.db, test.db.schema);
    const sql = chainedEventPageSql(`${ident(test.db.schema)}.events`);
    for (const pageSize of [1, 2, 5, 12]) {
      const fromText = pageChain(7);
      const fromPages = pageChain(7);
      for (let from = 0; from < 12; from += pageSize) {
        const upTo = Math.min(12, from + pageSize);
        const text = (await test.db.query<{ page: Uint8Array }>(sql, [from, upTo])).rows[0].page;
        const expected = summary(fromText({ lines: new Uint8Array(text) }));
        expect(expected).toMatchObject({ complete: true, proven: upTo - from, lastPosition: upTo });
        expect(summary(fromPages(await read(from, upTo)))).toEqual(expected);
      }
    }
  });

  it('print every recorded time as it was hashed, at the edges of the calendar and of the range printed by the database', async () => {
    const times = [
      '1899-12-31 23:59:59.999999Z', '1900-01-01 00:00:00Z', '1900-02-28 23:59:59.5Z', '1900-03-01Z', '1969-12-31 23:59:59.999999Z',
      '1970-01-01Z', '1999-12-31 23:59:59.999999Z', '2000-01-01Z', '2000-02-29 12:34:56.000001Z', '2024-02-29 23:59:59.999999Z',
      '2026-11-25 03:04:05.060708Z', '2100-02-28Z', '2100-03-01 00:00:00.1Z', '2199-12-31 23:59:59.999999Z', '2200-01-01Z',
      '0044-03-15 12:00:00 BC', '0001-01-01Z', '9999-12-31 23:59:59.999999Z',
    ];
    const events = `${ident(test.db.schema)}.events`;
    await insertChainedRows(
      test.db,
      `SELECT 'times', n, gen_random_uuid(), 'TimeRecorded', '{}', '{}', t
       FROM unnest($1::timestamptz[]) WITH ORDINALITY AS given(t, n)`,
      [times],
    );
    // A spread of times through the range the prover prints itself, each day of the year and microsecond.
    await insertChainedRows(
      test.db,
      `SELECT 'spread', n, gen_random_uuid(), 'TimeRecorded', '{}', '{}',
         timestamptz '1900-01-01Z' + n * interval '10 days 1 hour 1 minute 1.000001 second' * 1.0007
       FROM generate_series(1, 11000) AS n`,
    );
    const report = await verifyEventChain(test.db, test.db.schema, { pageSize: 1000, prover: 'thread' });
    expect(report).toMatchObject({ intact: true, verified: 12 + times.length + 11000 });
    const last = await test.db.query<{ at: string }>(`SELECT max(recorded_at)::text AS at FROM ${events} WHERE stream_id = 'spread'`);
    expect(last.rows[0].at.startsWith('22')).toBe(true);
  });

  it('print an infinite recorded time as it was hashed: null', async () => {
    const events = `${ident(test.db.schema)}.events`;
    await insertChainedRows(
      test.db,
      `VALUES ('times', 1, gen_random_uuid(), 'TimeRecorded', '{}', '{}', 'infinity'), ('times', 2, gen_random_uuid(), 'TimeRecorded', '{}', '{}', '-infinity')`,
    );
    expect(await verifyEventChain(test.db, test.db.schema, { pageSize: 5 })).toMatchObject({ intact: true, verified: 14 });
    // Read back event by event, as the verifier reads what it diagnoses, the text is the one hashed.
    const rows = await test.db.query<ChainedEventRow & { hashed: string }>(
      `SELECT ${CHAINED_EVENT_COLUMNS}, ${canonicalTextSql('e')} AS hashed FROM ${events} e WHERE stream_id = 'times'`,
    );
    expect(rows.rows.map((row) => canonicalText(row) === row.hashed)).toEqual([true, true]);
  });

  it('find a changed emoji or kana at the start of a page, and none before it', async () => {
    await tamper(test.db, `UPDATE events SET data = jsonb_set(data, '{message}', to_jsonb(replace(data->>'message', '🏠', '🏡'))) WHERE global_position = 5`);
    expect(await verifyEventChain(test.db, test.db.schema, { pageSize: 4 })).toMatchObject({
      intact: false,
      events: 12,
      verified: 4,
      headPosition: 4,
      problem: { position: 5, kind: 'changed' },
    });
    await tamper(test.db, `UPDATE events SET data = jsonb_set(data, '{message}', to_jsonb(replace(data->>'message', '🏡', '🏠'))) WHERE global_position = 5`);
    await tamper(test.db, `UPDATE events SET stream_id = replace(stream_id, 'ｶﾀｶﾅ', 'ｶﾀｶﾅ ') WHERE global_position = 8`);
    expect((await verifyEventChain(test.db, test.db.schema, { pageSize: 4 })).problem).toMatchObject({ position: 8, kind: 'changed' });
  });

  it('prove an answer larger than the reader first holds, in many pieces, and find a change at its very end', async () => {
    const store = new PostgresEventStore(test.db);
    // Some 1.5 MB for one page, with multi-byte characters across every piece PGlite hands over.
    const long = `${'🏠家'.repeat(3000)}\n${'x'.repeat(7)}`;
    for (let n = 13; n <= 60; n++) await store.appendToStream(`large-${n}`, [event(n, { long, again: [...long].slice(n).join('') })], 'no_stream');
    const onePage = await verifyEventChain(test.db, test.db.schema, { pageSize: 100, prover: 'thread', hashAt: 59 });
    expect(onePage).toMatchObject({ intact: true, verified: 60, headPosition: 60 });
    expect(await verifyEventChain(test.db, test.db.schema, { pageSize: 7, prover: 'worker', hashAt: 59 })).toEqual(onePage);

    await tamper(test.db, `UPDATE events SET data = jsonb_set(data, '{again}', to_jsonb(data->>'again' || '!')) WHERE global_position = 60`);
    expect(await verifyEventChain(test.db, test.db.schema, { pageSize: 100, prover: 'worker' })).toMatchObject({
      intact: false,
      verified: 59,
      headPosition: 59,
      problem: { position: 60, kind: 'changed' },
    });
  });
});
