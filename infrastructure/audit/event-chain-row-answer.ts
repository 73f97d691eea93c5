import { hash } from 'node:crypto';
import type { ProvenPage } from './event-chain-hash';

/**
 * The events with positions in (`after`, `upTo`] as the embedded database answers them to a simple
 * query: one row an event, each column as PostgreSQL prints it, and no text joined in SQL. Joining
 * the canonical text with `||` and `to_jsonb(text)::text` cost PGlite (one thread with the reading)
 * a third of its time; the prover joins it from the columns' bytes instead (`proveChainedEventRows`).
 * The positions are written into the text because the simple query takes no parameters.
 */
export function chainedEventRowsSql(events: string, after: number, upTo: number): string {
  if (!Number.isSafeInteger(after) || !Number.isSafeInteger(upTo)) throw new Error(`invalid range of positions: ${after}..${upTo}`);
  return `SELECT encode(e.hash, 'hex'), e.global_position, e.stream_id, e.stream_version, e.type, e.data, e.metadata,
    to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')
  FROM ${events} e WHERE e.global_position > ${after} AND e.global_position <= ${upTo} ORDER BY e.global_position`;
}

const DATA_ROW = 0x44; // 'D'
const COLUMNS = 8;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const SEPARATOR = Buffer.from(', ');
const NULL_TEXT = Buffer.from('null');

/** Reused for each hash's input: the previous hash, then the canonical text in UTF-8. */
let input = Buffer.allocUnsafe(64 * 1024);
/** The stored hash of the event being proven, decoded from its hex. */
const stored = Buffer.alloc(32);

/** What jsonb prints after a backslash for the control characters it escapes by a letter. */
const LETTER_ESCAPES: Record<number, number> = { 0x08: 0x62, 0x0c: 0x66, 0x0a: 0x6e, 0x0d: 0x72, 0x09: 0x74 };
const HEX = Buffer.from('0123456789abcdef');

/**
 * Writes the string in `source[start, end)` (UTF-8) as jsonb prints a string: in quotes, the quote
 * and the backslash escaped, \b \f \n \r \t by letter, other control characters as \u00xx. Every
 * byte escaped is ASCII, so the bytes of other characters are copied as they are.
 */
function writeJsonString(source: Buffer, start: number, end: number, at: number): number {
  input[at++] = QUOTE;
  let from = start;
  for (let index = start; index < end; index++) {
    const byte = source[index];
    if (byte >= 0x20 && byte !== QUOTE && byte !== BACKSLASH) continue;
    at += source.copy(input, at, from, index);
    input[at++] = BACKSLASH;
    if (byte === QUOTE || byte === BACKSLASH) input[at++] = byte;
    else if (LETTER_ESCAPES[byte] !== undefined) input[at++] = LETTER_ESCAPES[byte];
    else {
      input.write('u00', at, 'latin1');
      input[at + 3] = HEX[byte >> 4];
      input[at + 4] = HEX[byte & 15];
      at += 5;
    }
    from = index + 1;
  }
  at += source.copy(input, at, from, end);
  input[at++] = QUOTE;
  return at;
}

function hexValue(byte: number): number {
  if (byte >= 0x30 && byte <= 0x39) return byte - 0x30;
  if (byte >= 0x61 && byte <= 0x66) return byte - 0x57;
  return -1;
}

/**
 * Proves the rows `chainedEventRowsSql` answered, straight from the answer's bytes (the backend's
 * messages as PGlite wrote them): no string and no object per event. Each row's canonical text is
 * joined from its columns' bytes as `jsonb_build_array` prints them (elements joined by ", ",
 * numbers as digits, stream id and type as jsonb strings, data and metadata as jsonb text, the
 * time in quotes, a missing value as null) and hashed after the previous hash. Every column is
 * sized by the message, so no byte of the content can split an event. Stops at the first event
 * that does not fit; the caller diagnoses it from the events read again.
 */
export function proveChainedEventRows(previous: Buffer, answer: Uint8Array, lastPosition: number, hashAtPosition?: number): ProvenPage {
  const bytes = Buffer.from(answer.buffer, answer.byteOffset, answer.byteLength);
  const starts = new Array<number>(COLUMNS);
  const ends = new Array<number>(COLUMNS);
  let proven = 0;
  let hashAt: Buffer | null = null;
  let message = 0;
  while (message < bytes.length) {
    const next = message + 1 + bytes.readInt32BE(message + 1);
    if (bytes[message] !== DATA_ROW) {
      message = next;
      continue;
    }
    if (bytes.readInt16BE(message + 5) !== COLUMNS) throw new Error('a row of the event log has other columns than the verifier reads');
    let field = message + 7;
    let size = 128;
    for (let column = 0; column < COLUMNS; column++) {
      const length = bytes.readInt32BE(field);
      field += 4;
      starts[column] = field;
      ends[column] = length < 0 ? -1 : field + length;
      if (length > 0) {
        field += length;
        // A string column escaped byte by byte takes at most six bytes a byte (\u00xx).
        size += length * 6;
      }
    }
    message = next;

    const stored32 = decodeStoredHash(bytes, starts[0], ends[0]);
    let position = 0;
    for (let at = starts[1]; at < ends[1]; at++) position = position * 10 + bytes[at] - 48;

    if (input.length < size) input = Buffer.allocUnsafe(size * 2);
    previous.copy(input, 0, 0, 32);
    let at = 32;
    input[at++] = 0x5b; // '['
    for (let column = 1; column < COLUMNS; column++) {
      if (column > 1) at += SEPARATOR.copy(input, at);
      const start = starts[column];
      const end = ends[column];
      if (end < 0) at += NULL_TEXT.copy(input, at);
      else if (column === 2 || column === 4 || column === 7) at = writeJsonString(bytes, start, end, at);
      else at += bytes.copy(input, at, start, end);
    }
    input[at++] = 0x5d; // ']'
    const computed = hash('sha256', input.subarray(0, at), 'buffer');
    if (stored32 === null || !computed.equals(stored32)) return { proven, lastPosition, previous, hashAt, complete: false };
    previous = computed;
    lastPosition = position;
    if (position === hashAtPosition) hashAt = computed;
    proven++;
  }
  return { proven, lastPosition, previous, hashAt, complete: true };
}

/** The stored hash from its 64 hex digits, in a buffer reused for each event (null: not a hash). */
function decodeStoredHash(bytes: Buffer, start: number, end: number): Buffer | null {
  if (end - start !== 64) return null;
  for (let index = 0; index < 32; index++) {
    const high = hexValue(bytes[start + index * 2]);
    const low = hexValue(bytes[start + index * 2 + 1]);
    if (high < 0 || low < 0) return null;
    stored[index] = (high << 4) | low;
  }
  return stored;
}
