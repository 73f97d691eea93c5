import { hash } from 'node:crypto';

/** The hash before the first event. */
export const GENESIS_HASH = Buffer.alloc(32);

/**
 * An event as the chain covers it. `canonical` is the text the append trigger hashed:
 * `jsonb_build_array(position, stream id, stream version, type, data, metadata, recorded time)`
 * printed by PostgreSQL, whose jsonb output has a fixed key order and spacing, so the same
 * content always gives the same text. The verifier reads the stored columns as PostgreSQL prints
 * them and joins them into that text itself (`canonicalText`), which costs the server half of
 * what printing the whole array does.
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

/**
 * The columns of `events` a chained event is read from, each as PostgreSQL prints it: `data` and
 * `metadata` as jsonb text (the same text they have inside the array), the time as the trigger formats it.
 */
export const CHAINED_EVENT_COLUMNS = `e.global_position, e.stream_id, e.stream_version, e.type, e.data::text AS data,
  e.metadata::text AS metadata, to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS recorded_at, e.hash`;

export interface ChainedEventRow {
  global_position: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data: string;
  metadata: string;
  recorded_at: string;
  hash: Uint8Array;
}

/**
 * The text `canonicalTextSql` prints for these columns. jsonb prints an array as its elements
 * joined by ", ", numbers as digits, and strings escaped exactly as JSON.stringify escapes them
 * (the quote, the backslash, \b \f \n \r \t, other control characters as lower-case \u00xx).
 */
export function canonicalText(row: ChainedEventRow): string {
  return `[${row.global_position}, ${JSON.stringify(row.stream_id)}, ${row.stream_version}, ${JSON.stringify(row.type)}, ${row.data}, ${row.metadata}, "${row.recorded_at}"]`;
}

export function toChainedEvent(row: ChainedEventRow): ChainedEvent {
  return {
    position: row.global_position,
    canonical: canonicalText(row),
    // PGlite answers bytea as a bare Uint8Array: viewed as a Buffer, without copying.
    hash: Buffer.isBuffer(row.hash) ? row.hash : Buffer.from(row.hash.buffer, row.hash.byteOffset, row.hash.byteLength),
  };
}

/**
 * One page of events as a single text, for the embedded database: each event on a line, its stored
 * hash in hex followed by its canonical text, which the database joins from the columns as the
 * trigger's `jsonb_build_array` prints them (`to_jsonb(text)::text` escapes a string exactly as an
 * array element is escaped). PGlite decodes each row and column of an answer in JavaScript, which
 * cost more than printing them: one value per page is about twice as fast. No line can break
 * inside an event: jsonb and to_char print no raw line break.
 */
export const chainedEventPageSql = (events: string) => `SELECT string_agg(encode(e.hash, 'hex') || '[' || e.global_position || ', '
    || to_jsonb(e.stream_id)::text || ', ' || e.stream_version || ', ' || to_jsonb(e.type)::text || ', '
    || e.data::text || ', ' || e.metadata::text || ', "'
    || to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '"]', E'\n' ORDER BY e.global_position) AS page
  FROM ${events} e WHERE e.global_position > $1 AND e.global_position <= $2`;

/** The events of a page `chainedEventPageSql` printed (null: no event in its range). */
export function chainedEventsOfPage(page: string | null): ChainedEvent[] {
  if (page === null) return [];
  const lines = page.split('\n');
  const events = new Array<ChainedEvent>(lines.length);
  for (let index = 0; index < lines.length; index++) {
    const line = lines[index];
    const canonical = line.slice(64);
    events[index] = { position: Number(canonical.slice(1, canonical.indexOf(','))), canonical, hash: Buffer.from(line.slice(0, 64), 'hex') };
  }
  return events;
}

/** The canonical text as it would read had the event been appended at `position` (it leads the array). */
function atPosition(event: ChainedEvent, position: number): string {
  if (position === event.position) return event.canonical;
  return `[${position}${event.canonical.slice(String(event.position).length + 1)}`;
}

/** Reused for each hash's input: the previous hash, then the canonical text in UTF-8. */
let input = Buffer.allocUnsafe(64 * 1024);

/** SHA-256 over the previous hash and the event's canonical text; `position` lets a verifier ask "would it fit there?". */
export function chainHash(previous: Buffer, event: ChainedEvent, position = event.position): Buffer {
  const text = atPosition(event, position);
  // One-shot hashing of one buffer: a verifier spends most of its time here, and a Hash object per event costs more.
  if (input.length < 32 + text.length * 3) input = Buffer.allocUnsafe(32 + text.length * 3);
  previous.copy(input, 0, 0, 32);
  const length = input.write(text, 32, 'utf8');
  return hash('sha256', input.subarray(0, 32 + length), 'buffer');
}

/** Stream and type of an event, to name it in a report. */
export function describeEvent(event: ChainedEvent): string {
  const [, streamId, , type] = JSON.parse(event.canonical) as [number, string, number, string];
  return `${type} in ${streamId}`;
}
