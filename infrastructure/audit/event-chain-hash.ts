import { hash } from 'node:crypto';
import { jsonbText } from './jsonb-text';

/** The hash before the first event. */
export const GENESIS_HASH = Buffer.alloc(32);

/**
 * An event as the chain covers it. `canonical` is the text its hash covers:
 * `jsonb_build_array(position, stream id, stream version, type, data, metadata, recorded time)`
 * printed by PostgreSQL, whose jsonb output has a fixed key order and spacing, so the same
 * content always gives the same text. The verifier has the database join the stored columns as
 * PostgreSQL prints them into that text (`chainedEventPageSql`), or joins them itself
 * (`canonicalText`) when it reads events after a bad one; either costs the server half of what
 * printing the whole array does.
 */
export interface ChainedEvent {
  position: number;
  canonical: string;
  hash: Buffer;
}

/** The SQL that printed an event's canonical text from the row `row` when the chain began (the migration that chained an older log, and the first append trigger). Changing the text would change every hash: it stays as it is. */
export const canonicalTextSql = (row: string) => `jsonb_build_array(
  ${row}.global_position, ${row}.stream_id, ${row}.stream_version, ${row}.type, ${row}.data, ${row}.metadata,
  to_char(${row}.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'))::text`;

/**
 * The same text as `canonicalTextSql`, joined by `concat` from the values as PostgreSQL prints
 * them (a string through `to_jsonb`, escaped exactly as an array element is; an infinite time,
 * which `to_char` gives as null, as `null`), with the event at `position`. Every name is from
 * `pg_catalog`, so the caller's search path chooses nothing.
 */
export const canonicalConcatSql = (row: string, position: string) => `pg_catalog.concat('[', ${position}, ', ',
  pg_catalog.to_jsonb(${row}.stream_id), ', ', ${row}.stream_version, ', ', pg_catalog.to_jsonb(${row}.type), ', ',
  ${row}.data, ', ', ${row}.metadata, ', ',
  coalesce(pg_catalog.to_jsonb(pg_catalog.to_char(pg_catalog.timezone('UTC', ${row}.recorded_at), 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')), 'null'), ']')`;

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
  /** Null for an infinite time, which to_char does not print. */
  recorded_at: string | null;
  hash: Uint8Array | null;
}

/**
 * The text `canonicalTextSql` prints for these columns. jsonb prints an array as its elements
 * joined by ", ", numbers as digits, and strings escaped exactly as JSON.stringify escapes them
 * (the quote, the backslash, \b \f \n \r \t, other control characters as lower-case \u00xx).
 */
export function canonicalText(row: ChainedEventRow): string {
  return `[${row.global_position}, ${JSON.stringify(row.stream_id)}, ${row.stream_version}, ${JSON.stringify(row.type)}, ${row.data}, ${row.metadata}, ${row.recorded_at === null ? 'null' : `"${row.recorded_at}"`}]`;
}

export function toChainedEvent(row: ChainedEventRow): ChainedEvent {
  return {
    position: row.global_position,
    canonical: canonicalText(row),
    // PGlite answers bytea as a bare Uint8Array: viewed as a Buffer, without copying. A hash taken
    // away (only someone who lifted the column's NOT NULL could) is no hash: it fits nothing.
    hash:
      row.hash === null ? Buffer.alloc(0)
      : Buffer.isBuffer(row.hash) ? row.hash
      : Buffer.from(row.hash.buffer, row.hash.byteOffset, row.hash.byteLength),
  };
}

/**
 * One page of events as a single text, in UTF-8 bytes: each event on a line, its stored hash in hex followed by its
 * canonical text, joined by `canonicalConcatSql`.
 * Decoding an answer row by row and column by column cost more than the hashing: PGlite does it in
 * JavaScript on this thread (one value a page is over twice as fast there), and node-postgres
 * builds an object a row (one value a page takes the verifier a fifth less CPU and the server no
 * more time). As a bytea read in binary, the page reaches the verifier as the bytes the prover
 * hashes: no text for node-postgres to decode nor for the prover to encode again. No line can
 * break inside an event: jsonb and to_char print no raw line break. A line without a hash (taken
 * away by someone who lifted the column's NOT NULL) is printed `-`, which fits nothing, so no event
 * drops out of its page unseen.
 * The events come in order from the sorted subquery, as its index scan reads them: an ORDER BY
 * inside the aggregate sorted them again (PostgreSQL 15 does not see they are sorted already),
 * which cost the server a fifth of the page's time. Were they ever out of order, the verifier would
 * report a problem rather than miss one.
 */
export const chainedEventPageSql = (events: string) => `SELECT convert_to(string_agg(coalesce(encode(e.hash, 'hex') || ${canonicalConcatSql('e', 'e.global_position')}, '-'), E'\n'), 'UTF8') AS page
  FROM (SELECT * FROM ${events} WHERE global_position > $1 AND global_position <= $2 ORDER BY global_position) e`;

export interface ProvenPage {
  /** Events proven from the page's start, before the first that does not fit (all of them when it fits). */
  proven: number;
  /** The last proven event's position and hash (as given when none was proven). */
  lastPosition: number;
  previous: Buffer;
  /** The proven hash at the position asked for, if it was on the page. */
  hashAt: Buffer | null;
  /** Every event of the page fits. */
  complete: boolean;
}

/**
 * Proves a page `chainedEventPageSql` printed straight from its UTF-8 bytes, without a string or
 * an object per event: each line is its stored hash in hex, then its canonical text, so once the
 * stored hash is decoded the previous hash is written over the second half of the hex, right
 * before the text, and the line's tail is hashed in place. Stops at the first event that does not
 * fit; the caller reads the events from there again to diagnose it.
 */
export function proveChainedEventPage(previous: Buffer, page: Uint8Array, lastPosition: number, hashAtPosition?: number): ProvenPage {
  const bytes = Buffer.from(page.buffer, page.byteOffset, page.byteLength);
  let proven = 0;
  let hashAt: Buffer | null = null;
  let start = 0;
  while (start < bytes.length) {
    let end = bytes.indexOf(10, start);
    if (end < 0) end = bytes.length;
    // A stored hash that is not 32 bytes leaves no "[" after 64 hex digits: that event does not fit.
    if (end - start < 66 || bytes[start + 64] !== 91) return { proven, lastPosition, previous, hashAt, complete: false };
    const stored = Buffer.from(bytes.toString('latin1', start, start + 64), 'hex');
    let position = 0;
    for (let at = start + 65; at < end && bytes[at] !== 44; at++) position = position * 10 + bytes[at] - 48;
    previous.copy(bytes, start + 32, 0, 32);
    if (!hash('sha256', bytes.subarray(start + 32, end), 'buffer').equals(stored)) return { proven, lastPosition, previous, hashAt, complete: false };
    previous = stored;
    lastPosition = position;
    if (position === hashAtPosition) hashAt = stored;
    proven++;
    start = end + 1;
  }
  return { proven, lastPosition, previous, hashAt, complete: true };
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

/** The newest event of the log: the next one appended takes the position after it and links to its hash. */
export interface ChainHead {
  position: number;
  hash: Buffer;
}

export const EMPTY_LOG_HEAD: ChainHead = { position: 0, hash: GENESIS_HASH };

/** An event about to be appended, with its data and metadata as the JSON text the database is sent. */
export interface EventToChain {
  streamId: string;
  streamVersion: number;
  type: string;
  data: string;
  metadata: string;
}

/** A time as the canonical text prints it (to_char's `YYYY-MM-DD"T"HH24:MI:SS.US"Z"`); a JavaScript time has whole milliseconds. */
export function canonicalTime(at: Date): string {
  return `${at.toISOString().slice(0, -1)}000Z`;
}

/**
 * The hashes of `events` appended after `head` at `recordedAt`, in order, each over the one before
 * it and its canonical text as the verifier will read it back: the texts as PostgreSQL prints them
 * once stored (a stream id or type holding a lone surrogate is stored, and so hashed, with U+FFFD
 * in its place).
 */
export function chainLinks(head: ChainHead, events: readonly EventToChain[], recordedAt: Date): { hashes: Buffer[]; head: ChainHead } {
  const time = canonicalTime(recordedAt);
  const hashes: Buffer[] = [];
  let previous = head.hash;
  events.forEach((event, index) => {
    const position = head.position + index + 1;
    const canonical = canonicalText({
      global_position: position,
      stream_id: event.streamId.toWellFormed(),
      stream_version: event.streamVersion,
      type: event.type.toWellFormed(),
      data: jsonbText(JSON.parse(event.data)),
      metadata: jsonbText(JSON.parse(event.metadata)),
      recorded_at: time,
      hash: null,
    });
    previous = chainHash(previous, { position, canonical, hash: previous });
    hashes.push(previous);
  });
  return { hashes, head: { position: head.position + events.length, hash: previous } };
}

/** Stream and type of an event, to name it in a report. */
export function describeEvent(event: ChainedEvent): string {
  const [, streamId, , type] = JSON.parse(event.canonical) as [number, string, number, string];
  return `${type} in ${streamId}`;
}
