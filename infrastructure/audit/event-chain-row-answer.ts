import { hash } from 'node:crypto';
import type { RawStatement } from '../database/embedded-raw-answer';
import type { ProvenPage } from './event-chain-hash';

/**
 * The events with positions in (`$1`, `$2`] as the embedded database answers them, one row an
 * event, every column in binary (embedded-raw-answer.ts): the hash as its bytes, numbers as
 * theirs, text and jsonb as their text, the time as its microseconds. Joining the canonical text
 * in SQL with `||` and `to_jsonb(text)::text`, and printing the time with `to_char`, cost PGlite
 * (one thread with the reading) two fifths of its time; the prover joins the text from the
 * columns' bytes instead (`proveChainedEventRows`). A time the prover does not print itself (before
 * 1900 or from 2200 on) comes printed by `to_char` in the last column. `events` is the quoted table:
 * this module is loaded by the proving thread, which has no use for the database's modules.
 */
export const chainedEventRowsStatement = (events: string, name: string): RawStatement => ({
  name,
  sql: `SELECT e.hash, e.global_position, e.stream_id, e.stream_version, e.type, e.data, e.metadata, e.recorded_at,
    CASE WHEN NOT (e.recorded_at >= '${PRINTED_FROM}' AND e.recorded_at < '${PRINTED_UNTIL}')
      THEN to_char(e.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') END
  FROM ${events} e WHERE e.global_position > $1 AND e.global_position <= $2 ORDER BY e.global_position`,
});

/** The times the prover prints itself: their microseconds stay exact in a JavaScript number. */
const PRINTED_FROM = '1900-01-01T00:00:00Z';
const PRINTED_UNTIL = '2200-01-01T00:00:00Z';
/** PostgreSQL counts a time's microseconds from 2000-01-01 UTC. */
const POSTGRES_EPOCH_MS = Date.UTC(2000, 0, 1);
const PRINTED_FROM_US = (Date.parse(PRINTED_FROM) - POSTGRES_EPOCH_MS) * 1000;
const PRINTED_UNTIL_US = (Date.parse(PRINTED_UNTIL) - POSTGRES_EPOCH_MS) * 1000;
const DAY_US = 86_400_000_000;

const DATA_ROW = 0x44; // 'D'
const COLUMNS = 9;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const NULL_TEXT = Buffer.from('null');

/** Reused for each hash's input: the previous hash, then the canonical text in UTF-8. */
let input = Buffer.allocUnsafe(64 * 1024);

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
    at = copyBytes(source, from, index, at);
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
  at = copyBytes(source, from, end, at);
  input[at++] = QUOTE;
  return at;
}

/** Writes an integer's decimal digits, as PostgreSQL prints a number. */
function writeInteger(value: number, at: number): number {
  if (value < 0) {
    input[at++] = 0x2d; // '-'
    value = -value;
  }
  let digits = 1;
  for (let rest = value; rest >= 10; rest = Math.floor(rest / 10)) digits++;
  return writeDigits(value, digits, at);
}

/** Copies `source[start, end)` after `at`: a loop for the few bytes of a name, the native copy for a document. */
function copyBytes(source: Buffer, start: number, end: number, at: number): number {
  if (end - start > 48) return at + source.copy(input, at, start, end);
  for (let index = start; index < end; index++) input[at++] = source[index];
  return at;
}

/** A bigint or integer column in binary (eight or four bytes), as a number: positions and versions stay far below 2^53. */
function readInteger(bytes: Buffer, start: number, end: number): number {
  if (end - start === 4) return bytes.readInt32BE(start);
  return bytes.readInt32BE(start) * 0x1_0000_0000 + bytes.readUInt32BE(start + 4);
}

function writeDigits(value: number, digits: number, at: number): number {
  for (let index = digits - 1; index >= 0; index--) {
    input[at + index] = 48 + (value % 10);
    value = Math.floor(value / 10);
  }
  return at + digits;
}

/**
 * Writes the time of `microseconds` since 2000-01-01 UTC as `to_char(t AT TIME ZONE 'UTC',
 * 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')` prints it, in quotes; the days become a date by the proleptic
 * Gregorian calendar PostgreSQL counts in (H. Hinnant's days-to-civil algorithm).
 */
function writeTime(microseconds: number, at: number): number {
  const days = Math.floor(microseconds / DAY_US);
  let ofDay = microseconds - days * DAY_US;
  // Days from 0000-03-01 (2000-01-01 is day 730,425), in eras of 400 years.
  const fromMarch = days + 730_425;
  const era = Math.floor(fromMarch / 146_097);
  const dayOfEra = fromMarch - era * 146_097;
  const yearOfEra = Math.floor((dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36_524) - Math.floor(dayOfEra / 146_096)) / 365);
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  const hours = Math.floor(ofDay / 3_600_000_000);
  ofDay -= hours * 3_600_000_000;
  const minutes = Math.floor(ofDay / 60_000_000);
  ofDay -= minutes * 60_000_000;
  const seconds = Math.floor(ofDay / 1_000_000);
  input[at++] = QUOTE;
  at = writeDigits(year, 4, at);
  input[at++] = 0x2d; // '-'
  at = writeDigits(month, 2, at);
  input[at++] = 0x2d;
  at = writeDigits(day, 2, at);
  input[at++] = 0x54; // 'T'
  at = writeDigits(hours, 2, at);
  input[at++] = 0x3a; // ':'
  at = writeDigits(minutes, 2, at);
  input[at++] = 0x3a;
  at = writeDigits(seconds, 2, at);
  input[at++] = 0x2e; // '.'
  at = writeDigits(ofDay - seconds * 1_000_000, 6, at);
  input[at++] = 0x5a; // 'Z'
  input[at++] = QUOTE;
  return at;
}

/**
 * Proves the rows the statement of `chainedEventRowsStatement` answered, straight from the
 * answer's bytes (the backend's messages as PGlite wrote them): no string and no object per event.
 * Each row's canonical text is joined from its columns as `jsonb_build_array` prints them
 * (elements joined by ", ", numbers as digits, stream id and type as jsonb strings, data and
 * metadata as jsonb text, the time in quotes, a missing value as null) and hashed after the
 * previous hash. Every column is sized by the message, so no byte of the content can split an
 * event. Stops at the first event that does not fit; the caller diagnoses it from the events read
 * again.
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
    let size = 160;
    for (let column = 0; column < COLUMNS; column++) {
      const length = bytes.readInt32BE(field);
      field += 4;
      starts[column] = field;
      ends[column] = length < 0 ? -1 : field + length;
      if (length > 0) {
        field += length;
        // A string escaped byte by byte takes at most six bytes a byte (\u00xx).
        size += length * 6;
      }
    }
    message = next;

    const stored = ends[0] - starts[0] === 32 ? bytes.subarray(starts[0], ends[0]) : null;
    const position = ends[1] < 0 ? 0 : readInteger(bytes, starts[1], ends[1]);

    if (input.length < size) input = Buffer.allocUnsafe(size * 2);
    previous.copy(input, 0, 0, 32);
    let at = 32;
    input[at++] = 0x5b; // '['
    for (let column = 1; column <= 7; column++) {
      if (column > 1) {
        input[at++] = 0x2c; // ', '
        input[at++] = 0x20;
      }
      const start = starts[column];
      const end = ends[column];
      if (column === 7) at = writeRecordedAt(bytes, start, end, starts[8], ends[8], at);
      else if (end < 0) at += NULL_TEXT.copy(input, at);
      else if (column === 1 || column === 3) at = writeInteger(readInteger(bytes, start, end), at);
      else if (column === 2 || column === 4) at = writeJsonString(bytes, start, end, at);
      // jsonb in binary is a version byte, then its text.
      else at += bytes.copy(input, at, start + 1, end);
    }
    input[at++] = 0x5d; // ']'
    const computed = hash('sha256', input.subarray(0, at), 'buffer');
    if (stored === null || !computed.equals(stored)) return { proven, lastPosition, previous, hashAt, complete: false };
    previous = computed;
    lastPosition = position;
    if (position === hashAtPosition) hashAt = computed;
    proven++;
  }
  return { proven, lastPosition, previous, hashAt, complete: true };
}

/** The time as `to_char` prints it: the database's text when it printed one, null when the time is missing or infinite. */
function writeRecordedAt(bytes: Buffer, start: number, end: number, printedStart: number, printedEnd: number, at: number): number {
  if (printedEnd >= 0) {
    input[at++] = QUOTE;
    at += bytes.copy(input, at, printedStart, printedEnd);
    input[at++] = QUOTE;
    return at;
  }
  const microseconds = end < 0 ? NaN : readInteger(bytes, start, end);
  if (!(microseconds >= PRINTED_FROM_US && microseconds < PRINTED_UNTIL_US)) return at + NULL_TEXT.copy(input, at);
  return writeTime(microseconds, at);
}
