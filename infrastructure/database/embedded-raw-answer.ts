import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import { embeddedPGlite, type Queryable } from './database';

/** Runs one statement and gives the backend's answer as PostgreSQL wrote it: its messages' bytes, in a buffer of their own. */
export type RawAnswerReader = (sql: string) => Promise<Uint8Array>;

const QUERY = 0x51; // 'Q'
const ERROR_RESPONSE = 0x45; // 'E'
const ERROR_MESSAGE_FIELD = 0x4d; // 'M'
const ERROR_CODE_FIELD = 0x43; // 'C'

/**
 * Reads the embedded database's answers as raw bytes: PGlite's `query` decodes every column of
 * every row into a JavaScript string on this thread, the one PGlite itself runs on, and a reader
 * that only hands the bytes on (to another thread) pays for none of it. The statement goes as a
 * simple query, without parameters, through PGlite's own locks, so it waits for a transaction
 * running on the same database rather than joining it. Null on a server, whose answers come
 * through node-postgres.
 */
export function rawAnswerReader(db: Queryable): RawAnswerReader | null {
  const lite = embeddedPGlite(db);
  return lite ? (sql) => readRawAnswer(lite, sql) : null;
}

async function readRawAnswer(lite: PGlite, sql: string): Promise<Uint8Array> {
  const text = Buffer.from(sql, 'utf8');
  const message = Buffer.alloc(6 + text.length);
  message[0] = QUERY;
  message.writeInt32BE(5 + text.length, 1);
  text.copy(message, 5);
  let answer = new Uint8Array(1 << 20);
  let length = 0;
  // PGlite hands each piece as a view of its memory, valid only during the call: it is copied at once.
  const onRawData = (piece: Uint8Array) => {
    if (length + piece.length > answer.length) {
      const larger = new Uint8Array(Math.max(answer.length * 2, length + piece.length));
      larger.set(answer.subarray(0, length));
      answer = larger;
    }
    answer.set(piece, length);
    length += piece.length;
  };
  await lite._runExclusiveTransaction(() => lite.runExclusive(() => lite.execProtocolRawStream(message, { syncToFs: false, onRawData })));
  const bytes = answer.subarray(0, length);
  const error = errorIn(bytes);
  if (error) throw error;
  return bytes;
}

/** The error the answer reports, if any: the messages are walked by their lengths, nothing else is read. */
function errorIn(bytes: Uint8Array): Error | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 5 <= bytes.length; at += 1 + view.getInt32(at + 1)) {
    if (bytes[at] !== ERROR_RESPONSE) continue;
    const fields = new Map<number, string>();
    const end = at + 1 + view.getInt32(at + 1);
    for (let field = at + 5; field < end && bytes[field] !== 0; ) {
      const stop = bytes.indexOf(0, field + 1);
      fields.set(bytes[field], Buffer.from(bytes.buffer, bytes.byteOffset + field + 1, stop - field - 1).toString('utf8'));
      field = stop + 1;
    }
    return Object.assign(new Error(fields.get(ERROR_MESSAGE_FIELD) ?? 'the embedded database answered with an error'), {
      code: fields.get(ERROR_CODE_FIELD),
    });
  }
  return null;
}
