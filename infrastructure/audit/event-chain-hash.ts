import { createHash } from 'node:crypto';

/** The hash before the first event. */
export const GENESIS_HASH = Buffer.alloc(32);

/**
 * An event as the chain covers it. `canonical` is the text the append trigger hashed:
 * `jsonb_build_array(position, stream id, stream version, type, data, metadata, recorded time)`
 * printed by PostgreSQL, whose jsonb output has a fixed key order and spacing, so the same
 * content always gives the same text. The verifier has the server print it again from the stored
 * columns and hashes it itself.
 */
export interface ChainedEvent {
  position: number;
  canonical: string;
  hash: Buffer;
}

/** The SQL that prints an event's canonical text from the row `row`; the append trigger and the migration use the same. Changing it would change every hash: it stays as it is. */
export const canonicalTextSql = (row: string) => `jsonb_build_array(
  ${row}.global_position, ${row}.stream_id, ${row}.stream_version, ${row}.type, ${row}.data, ${row}.metadata,
  to_char(${row}.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text`;

/** The columns of `events` a chained event is read from. */
export const CHAINED_EVENT_COLUMNS = `e.global_position, ${canonicalTextSql('e')} AS canonical, e.hash`;

export interface ChainedEventRow {
  global_position: number;
  canonical: string;
  hash: Uint8Array;
}

export function toChainedEvent(row: ChainedEventRow): ChainedEvent {
  return {
    position: row.global_position,
    canonical: row.canonical,
    // PGlite answers bytea as a bare Uint8Array: viewed as a Buffer, without copying.
    hash: Buffer.isBuffer(row.hash) ? row.hash : Buffer.from(row.hash.buffer, row.hash.byteOffset, row.hash.byteLength),
  };
}

/** The canonical text as it would read had the event been appended at `position` (it leads the array). */
function atPosition(event: ChainedEvent, position: number): string {
  if (position === event.position) return event.canonical;
  return `[${position}${event.canonical.slice(String(event.position).length + 1)}`;
}

/** SHA-256 over the previous hash and the event's canonical text; `position` lets a verifier ask "would it fit there?". */
export function chainHash(previous: Buffer, event: ChainedEvent, position = event.position): Buffer {
  return createHash('sha256').update(previous).update(atPosition(event, position), 'utf8').digest();
}

/** Stream and type of an event, to name it in a report. */
export function describeEvent(event: ChainedEvent): string {
  const [, streamId, , type] = JSON.parse(event.canonical) as [number, string, number, string];
  return `${type} in ${streamId}`;
}
