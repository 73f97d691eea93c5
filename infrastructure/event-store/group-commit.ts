import type { AppendResult, EventToAppend, ExpectedVersion } from '../../application/shared/event-store.port';
import { chainLinks, type ChainHead } from '../audit/event-chain-hash';
import { ident, type Queryable } from '../database/database';

export interface PendingAppend {
  streamId: string;
  events: readonly EventToAppend[];
  expectedVersion: ExpectedVersion;
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/** A group holds at most this many events: large appends gain nothing from sharing a commit. */
export const GROUP_EVENT_LIMIT = 128;
/** Appends larger than this are written on their own: they fill a commit by themselves. */
export const GROUPED_APPEND_MAX_EVENTS = 32;
/**
 * Appends to different streams that arrive while another append is being written are written
 * together: one statement, one commit, each stream still checked against its own expected
 * version, the events chained after `head` in the group's order. A group never holds two appends
 * to the same stream, nor one expecting "any" version. It is written whole or not at all: null
 * when an append's version did not match (each is then retried on its own).
 */
export async function appendGroup(
  executor: Queryable,
  schema: string,
  head: ChainHead,
  group: readonly PendingAppend[],
  recordedAt: Date,
): Promise<{ appends: AppendResult[]; head: ChainHead } | null> {
  const rows = group.flatMap((append) => {
    const expected = append.expectedVersion === 'no_stream' ? 0 : (append.expectedVersion as number);
    return append.events.map((e, index) => ({
      expected,
      streamId: append.streamId,
      streamVersion: expected + index + 1,
      eventId: e.eventId,
      type: e.event.type,
      data: JSON.stringify(e.event.data),
      metadata: JSON.stringify(e.metadata),
    }));
  });
  const chained = chainLinks(head, rows, recordedAt);
  const events = `${ident(schema)}.events`;
  const result = await executor.query<{ written: number }>(
    `WITH input AS (
       SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[], $8::bytea[])
         WITH ORDINALITY AS i(stream_id, expected, stream_version, event_id, type, data, metadata, hash, ordinality)
     ), written AS (
       INSERT INTO ${events} (global_position, stream_id, stream_version, event_id, type, data, metadata, recorded_at, hash)
       SELECT $9::bigint + i.ordinality, i.stream_id, i.stream_version, i.event_id, i.type, i.data, i.metadata, $10::timestamptz, i.hash
       FROM input i
       WHERE NOT EXISTS (
         SELECT 1 FROM (SELECT DISTINCT stream_id, expected FROM input) s
         WHERE s.expected <> coalesce((SELECT max(stream_version) FROM ${events} e WHERE e.stream_id = s.stream_id), 0)
       )
       RETURNING 1
     )
     SELECT count(*)::int AS written FROM written`,
    [
      rows.map((r) => r.streamId),
      rows.map((r) => r.expected),
      rows.map((r) => r.streamVersion),
      rows.map((r) => r.eventId),
      rows.map((r) => r.type),
      rows.map((r) => r.data),
      rows.map((r) => r.metadata),
      chained.hashes,
      head.position,
      recordedAt,
    ],
    { name: `append_group_${schema}` },
  );
  if (result.rows[0].written !== rows.length) return null;
  let position = head.position;
  const appends = group.map((append) => {
    position += append.events.length;
    const expected = append.expectedVersion === 'no_stream' ? 0 : (append.expectedVersion as number);
    return { nextExpectedVersion: expected + append.events.length, lastPosition: position };
  });
  return { appends, head: chained.head };
}
