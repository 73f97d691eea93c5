import { createHash } from 'node:crypto';

/** The hash before the first event. */
export const GENESIS_HASH = Buffer.alloc(32);

/** An event as the chain covers it: JSON columns as PostgreSQL prints them (jsonb's own key order). */
export interface ChainedEvent {
  position: number;
  streamId: string;
  streamVersion: number;
  type: string;
  /** `data::text`: jsonb prints keys in a fixed order and normalised spacing, so the text is canonical. */
  dataText: string;
  metadataText: string;
  /** Recorded time in UTC with microseconds, `2026-11-24T15:00:00.123456Z`. */
  recordedAt: string;
  hash: Buffer;
}

/** The columns of `events` a chained event is read from, in SQL. */
export const CHAINED_EVENT_COLUMNS = `global_position, stream_id, stream_version, type, data::text AS data_text,
  metadata::text AS metadata_text, to_char(recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at_text, hash`;

export interface ChainedEventRow {
  global_position: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data_text: string;
  metadata_text: string;
  recorded_at_text: string;
  hash: Uint8Array;
}

export function toChainedEvent(row: ChainedEventRow): ChainedEvent {
  return {
    position: row.global_position,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    type: row.type,
    dataText: row.data_text,
    metadataText: row.metadata_text,
    recordedAt: row.recorded_at_text,
    // PGlite answers bytea as a bare Uint8Array: viewed as a Buffer, without copying.
    hash: Buffer.isBuffer(row.hash) ? row.hash : Buffer.from(row.hash.buffer, row.hash.byteOffset, row.hash.byteLength),
  };
}

/**
 * The text the append trigger hashes: `jsonb_build_array(position, stream, version, type, data,
 * metadata, recorded)::text`. JSON.stringify escapes strings exactly as PostgreSQL's jsonb output
 * does (the quote, the backslash and control characters, nothing else).
 */
export function canonicalText(event: ChainedEvent, position = event.position): string {
  return `[${position}, ${JSON.stringify(event.streamId)}, ${event.streamVersion}, ${JSON.stringify(event.type)}, ${event.dataText}, ${event.metadataText}, ${JSON.stringify(event.recordedAt)}]`;
}

/** SHA-256 over the previous hash and the event's canonical text; `position` lets a verifier ask "would it fit there?". */
export function chainHash(previous: Buffer, event: ChainedEvent, position = event.position): Buffer {
  return createHash('sha256').update(previous).update(canonicalText(event, position), 'utf8').digest();
}
