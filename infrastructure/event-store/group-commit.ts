import type { AppendResult, EventToAppend, ExpectedVersion } from '../../application/shared/event-store.port';
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
 * Groups written at the same time, each on its own connection. Appends take turns on the hash
 * chain until they commit, so a second group could only wait for the first one's commit: one
 * group at a time lets the appends that arrive meanwhile share the next commit instead.
 */
export const GROUPS_IN_FLIGHT = 1;

/**
 * Appends to different streams that arrive while another append is being written are written
 * together: one statement, one commit, each stream still checked against its own expected
 * version. A group never holds two appends to the same stream. Answers, per append, its result or null when it must be retried on its own (its
 * version did not match, or one of its events was already stored).
 */
export async function appendGroup(
  executor: Queryable,
  schema: string,
  group: readonly PendingAppend[],
): Promise<Array<AppendResult | null>> {
  const rows = group.flatMap((append, index) =>
    append.events.map((e, ordinal) => ({
      index,
      stream: append.streamId,
      expected:
        append.expectedVersion === 'any' ? null : append.expectedVersion === 'no_stream' ? 0 : append.expectedVersion,
      ordinal: ordinal + 1,
      e,
    })),
  );
  const events = `${ident(schema)}.events`;
  const result = await executor.query<{ append_index: number; global_position: number; stream_version: number }>(
    `WITH input AS (
       SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::uuid[], $6::text[], $7::jsonb[], $8::jsonb[])
         AS i(append_index, stream_id, expected, ordinal, event_id, type, data, metadata)
     ), current AS (
       SELECT s.stream_id,
              coalesce((SELECT max(stream_version) FROM ${events} e WHERE e.stream_id = s.stream_id), 0) AS version
       FROM (SELECT DISTINCT stream_id FROM input) s
     ), written AS (
       INSERT INTO ${events} (stream_id, stream_version, event_id, type, data, metadata)
       SELECT i.stream_id, c.version + i.ordinal, i.event_id, i.type, i.data, i.metadata
       FROM input i JOIN current c USING (stream_id)
       WHERE i.expected IS NULL OR i.expected = c.version
       ORDER BY i.append_index, i.ordinal
       RETURNING stream_id, global_position, stream_version
     )
     -- A group holds one append per stream, so the stream names the append.
     SELECT g.append_index, w.global_position, w.stream_version
     FROM written w JOIN (SELECT DISTINCT append_index, stream_id FROM input) g USING (stream_id)`,
    [
      rows.map((r) => r.index),
      rows.map((r) => r.stream),
      rows.map((r) => r.expected),
      rows.map((r) => r.ordinal),
      rows.map((r) => r.e.eventId),
      rows.map((r) => r.e.event.type),
      rows.map((r) => JSON.stringify(r.e.event.data)),
      rows.map((r) => JSON.stringify(r.e.metadata)),
    ],
    { name: `append_group_${schema}` },
  );
  const written = new Map<number, { count: number; last: { global_position: number; stream_version: number } }>();
  for (const row of result.rows) {
    const seen = written.get(row.append_index);
    if (!seen || row.global_position > seen.last.global_position) {
      written.set(row.append_index, { count: (seen?.count ?? 0) + 1, last: row });
    } else {
      seen.count++;
    }
  }
  return group.map((append, index) => {
    const done = written.get(index);
    if (!done || done.count !== append.events.length) return null;
    return { nextExpectedVersion: done.last.stream_version, lastPosition: done.last.global_position };
  });
}
