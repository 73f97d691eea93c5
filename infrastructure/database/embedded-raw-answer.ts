import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import { embeddedPGlite, type Queryable } from './database';

/** A statement whose answer is read as raw bytes: its parameters are bigints (`$1`, `$2`, ...), every column comes in binary. */
export interface RawStatement {
  /** Prepared once under this name on the database, then only bound. */
  name: string;
  sql: string;
}

/**
 * Runs the statement with these parameters and gives the backend's answer as PostgreSQL wrote it:
 * its messages' bytes, in a buffer of their own.
 */
export type RawAnswerReader = (statement: RawStatement, params: readonly number[]) => Promise<Uint8Array>;

const INT8_OID = 20;
const BINARY = 1;
const PARSE_COMPLETE = 0x31; // '1'
const ERROR_RESPONSE = 0x45; // 'E'
const ERROR_MESSAGE_FIELD = 0x4d; // 'M'
const ERROR_CODE_FIELD = 0x43; // 'C'
/** The prepared statement is gone (DISCARD, DEALLOCATE): it is prepared again. */
const NO_SUCH_STATEMENT = '26000';
const ALREADY_PREPARED = '42P05';

/** The statements each database has prepared, by name. */
const preparedOn = new WeakMap<PGlite, Set<string>>();

/**
 * Reads the embedded database's answers as raw bytes: PGlite's `query` decodes every column of
 * every row into a JavaScript value on this thread, the one PGlite itself runs on, and a reader
 * that only hands the bytes on (to another thread) pays for none of it. The columns come in
 * binary, as PostgreSQL keeps them (a time as its microseconds, a number as its bytes), so the
 * database prints none of them but text and jsonb. The statement goes through PGlite's own
 * locks, so it waits for a transaction running on the same database rather than joining it.
 * Null on a server, whose answers come through node-postgres.
 */
export function rawAnswerReader(db: Queryable): RawAnswerReader | null {
  const lite = embeddedPGlite(db);
  return lite ? (statement, params) => readRawAnswer(lite, statement, params) : null;
}

async function readRawAnswer(lite: PGlite, statement: RawStatement, params: readonly number[]): Promise<Uint8Array> {
  let prepared = preparedOn.get(lite);
  if (!prepared) preparedOn.set(lite, (prepared = new Set()));
  for (let attempt = 1; ; attempt++) {
    // Marked before the answer: the reads queued behind this one on PGlite's lock only bind it.
    const parse = !prepared.has(statement.name);
    prepared.add(statement.name);
    const answer = await exchange(lite, extendedQuery(statement, params, parse));
    if (parse && !parsed(answer)) prepared.delete(statement.name);
    const error = errorIn(answer);
    if (!error) return answer;
    // Dropped meanwhile, or prepared again by a read queued before this one: once more, as it now stands.
    if (attempt === 1 && (error.code === NO_SUCH_STATEMENT || error.code === ALREADY_PREPARED)) {
      if (error.code === NO_SUCH_STATEMENT) prepared.delete(statement.name);
      else prepared.add(statement.name);
      continue;
    }
    throw error;
  }
}

/** Parse (the first time), Bind with the parameters as int8 and every result column in binary, Execute, Sync. */
function extendedQuery(statement: RawStatement, params: readonly number[], parse: boolean): Buffer {
  const messages: Buffer[] = [];
  if (parse) {
    const types = params.map(() => int32(INT8_OID));
    messages.push(message('P', [cString(statement.name), cString(statement.sql), int16(params.length), ...types]));
  }
  const values = params.map((value) => {
    if (!Number.isSafeInteger(value)) throw new Error(`invalid parameter for ${statement.name}: ${value}`);
    const bytes = Buffer.alloc(8);
    bytes.writeBigInt64BE(BigInt(value));
    return Buffer.concat([int32(8), bytes]);
  });
  messages.push(message('B', [cString(''), cString(statement.name), int16(1), int16(BINARY), int16(params.length), ...values, int16(1), int16(BINARY)]));
  messages.push(message('E', [cString(''), int32(0)]));
  messages.push(message('S', []));
  return Buffer.concat(messages);
}

/** The size of the last answer: the next buffer starts a little larger, so that a page of the same size is not copied on the way. */
const lastAnswerSize = new WeakMap<PGlite, number>();

async function exchange(lite: PGlite, request: Buffer): Promise<Uint8Array> {
  // Not zeroed, and a buffer of its own rather than a slice of Node's pool: it is handed to another thread whole.
  let answer: Uint8Array = Buffer.allocUnsafeSlow(Math.max(64 * 1024, Math.ceil((lastAnswerSize.get(lite) ?? 0) * 1.25)));
  let length = 0;
  // PGlite hands each piece as a view of its memory, valid only during the call: it is copied at once.
  const onRawData = (piece: Uint8Array) => {
    if (length + piece.length > answer.length) {
      const larger = Buffer.allocUnsafeSlow(Math.max(answer.length * 2, length + piece.length));
      larger.set(answer.subarray(0, length));
      answer = larger;
    }
    answer.set(piece, length);
    length += piece.length;
  };
  await lite._runExclusiveTransaction(() => lite.runExclusive(() => lite.execProtocolRawStream(request, { syncToFs: false, onRawData })));
  lastAnswerSize.set(lite, length);
  return answer.subarray(0, length);
}

/** Whether the answer's first message is ParseComplete (not a byte of some row that happens to be '1'). */
function parsed(answer: Uint8Array): boolean {
  return answer[0] === PARSE_COMPLETE;
}

/** The error the answer reports, if any: the messages are walked by their lengths, nothing else is read. */
function errorIn(bytes: Uint8Array): (Error & { code?: string }) | null {
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

function message(type: string, parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([Buffer.from(type, 'latin1'), int32(4 + body.length), body]);
}

const cString = (text: string) => Buffer.from(`${text}\0`, 'utf8');

function int16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeInt16BE(value);
  return bytes;
}

function int32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
}
