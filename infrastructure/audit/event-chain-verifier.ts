import { ident, type Queryable } from '../database/database';
import {
  CHAINED_EVENT_COLUMNS,
  GENESIS_HASH,
  chainHash,
  chainedEventPageSql,
  describeEvent,
  toChainedEvent,
  type ChainedEvent,
  type ChainedEventRow,
  type ProvenPage,
} from './event-chain-hash';
import { rawAnswerReader } from '../database/embedded-raw-answer';
import type { ChainedEventPage } from './event-chain-page-chain';
import { chainedEventRowsStatement } from './event-chain-row-answer';
import { proverOnThisThread, proverOnWorker, type ChainProver } from './event-chain-prover';

export type ChainProblemKind = 'changed' | 'missing' | 'inserted' | 'reordered';

export interface ChainProblem {
  /** The first position where the log is not what was appended. */
  position: number;
  kind: ChainProblemKind;
  detail: string;
}

export interface ChainReport {
  intact: boolean;
  /** Events in the log. */
  events: number;
  /** Events proven in order from the genesis before the first problem (all of them when intact). */
  verified: number;
  /** Last proven position and its hash (hex): the head of the intact part of the log. */
  headPosition: number;
  headHash: string;
  problem?: ChainProblem;
  /** The proven hash at the position asked for in `options.hashAt`, or null when it was not proven. */
  hashAt?: string | null;
}

export interface VerifyOptions {
  pageSize?: number;
  /** A position whose proven hash the report gives (a digest's head). */
  hashAt?: number;
  /** Where the pages are hashed: on a thread of their own once the log has `PROVER_THREAD_FROM` events, unless said. */
  prover?: 'thread' | 'worker';
}

/** From this many events the pages are hashed on a thread of their own: below, starting it costs more than it saves. */
export const PROVER_THREAD_FROM = 20_000;

export const VERIFY_PAGE_SIZE = 2_000;
/** Pages read ahead while one is hashed: the server prints them on other connections meanwhile. Small pages keep
 * what is read ahead young for the garbage collector: 2,000 a page cost a quarter less CPU than 10,000. */
const PAGES_AHEAD = 4;
/** How far past a bad event the verifier looks for the event that belongs there. */
const LOOKAHEAD = 2_000;

/**
 * Re-reads the whole log in position order and recomputes each event's hash from its content and
 * the hash before it; the first event whose stored hash differs is diagnosed. The log is read up
 * to the last position there was when verifying began, in ranges of positions that several
 * connections read at once (positions are dense, so a range is a page; a log older than the chain
 * may have gaps, which only make a page smaller). Each page comes as one text, or from the embedded
 * database as its raw answer (chainedPageReader), and is proven in its bytes; events are built only
 * to diagnose the first that does not fit.
 */
export async function verifyEventChain(db: Queryable, schema: string, options: VerifyOptions = {}): Promise<ChainReport> {
  const pageSize = options.pageSize ?? VERIFY_PAGE_SIZE;
  const events = `${ident(schema)}.events`;
  const readAfter = async (after: number, limit: number): Promise<ChainedEvent[]> => {
    const result = await db.query<ChainedEventRow>(
      `SELECT ${CHAINED_EVENT_COLUMNS} FROM ${events} e WHERE e.global_position > $1 ORDER BY e.global_position LIMIT $2`,
      [after, limit],
    );
    return result.rows.map(toChainedEvent);
  };
  const readRange = chainedPageReader(db, schema);
  const countEvents = async () =>
    (await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${events}`)).rows[0].count;
  const last = (await db.query<{ last: number | null }>(`SELECT max(global_position) AS last FROM ${events}`)).rows[0].last ?? 0;

  const onWorker = (options.prover ?? (last >= PROVER_THREAD_FROM ? 'worker' : 'thread')) === 'worker';
  const prover: ChainProver = onWorker ? proverOnWorker(options.hashAt) : proverOnThisThread(options.hashAt);
  try {
    return await proveLog(prover);
  } finally {
    await prover.close();
  }

  /**
   * Pages are read several at once and handed to the prover in order as each arrives, so the
   * reading, the decoding and the hashing overlap; their proofs are taken in order.
   */
  async function proveLog(prover: ChainProver): Promise<ChainReport> {
    const ahead: Array<Promise<{ upTo: number; proof: Promise<ProvenPage> }>> = [];
    let handedOver: Promise<unknown> = Promise.resolve();
    let requestedUpTo = 0;
    const requestMore = () => {
      while (ahead.length < PAGES_AHEAD && requestedUpTo < last) {
        const from = requestedUpTo;
        requestedUpTo = Math.min(last, from + pageSize);
        const read = readRange(from, requestedUpTo);
        const upTo = requestedUpTo;
        const page = handedOver.then(() => read).then((bytes) => ({ upTo, proof: prover.prove(bytes) }));
        handedOver = page.catch(() => undefined);
        // Pages left behind when a problem is found are not awaited; their errors do not matter then.
        page.then((handed) => handed.proof).catch(() => undefined);
        ahead.push(page);
      }
    };

    let previous: Buffer = GENESIS_HASH;
    let lastPosition = 0;
    let verified = 0;
    let hashAt: string | null = null;
    requestMore();
    while (ahead.length > 0) {
      const { upTo, proof } = await ahead.shift()!;
      requestMore();
      const proven = await proof;
      previous = proven.previous;
      lastPosition = proven.lastPosition;
      verified += proven.proven;
      if (proven.hashAt) hashAt = proven.hashAt.toString('hex');
      if (proven.complete) continue;
      // The rest of the page, from the event that does not fit, is diagnosed from its events. The
      // page's bytes were handed to the prover: its events are read again, as the page had them.
      const page = (await readAfter(proven.lastPosition, upTo - proven.lastPosition)).filter((event) => event.position <= upTo);
      for (let index = 0; index < page.length; index++) {
        const event = page[index];
        // A gap is no fault by itself: a log older than the chain has positions of rolled-back appends.
        if (chainHash(previous, event).equals(event.hash)) {
          previous = event.hash;
          lastPosition = event.position;
          verified++;
          if (event.position === options.hashAt) hashAt = event.hash.toString('hex');
          continue;
        }
        let following = page.slice(index + 1, index + 1 + LOOKAHEAD);
        if (following.length < LOOKAHEAD) {
          const after = following.length > 0 ? following[following.length - 1].position : event.position;
          following = following.concat(await readAfter(after, LOOKAHEAD - following.length));
        }
        await Promise.allSettled(ahead);
        return {
          intact: false,
          events: await countEvents(),
          verified,
          headPosition: lastPosition,
          headHash: previous.toString('hex'),
          problem: diagnose(previous, lastPosition, event, following),
          hashAt: options.hashAt === undefined ? undefined : hashAt,
        };
      }
    }
    return {
      intact: true,
      events: verified,
      verified,
      headPosition: lastPosition,
      headHash: previous.toString('hex'),
      hashAt: options.hashAt === undefined ? undefined : hashAt,
    };
  }
}

/**
 * Reads the log's pages of positions (`after`, `upTo`] for the prover. From a server, a page is the
 * UTF-8 bytes of one text the database printed for its events (chainedEventPageSql). From the embedded database, it is
 * PGlite's raw answer to chainedEventRowsStatement, a row an event in binary: PGlite runs on the reading thread, and
 * neither it nor that thread then spends time joining the text or decoding it into strings.
 */
export function chainedPageReader(db: Queryable, schema: string): (after: number, upTo: number) => Promise<ChainedEventPage> {
  const events = `${ident(schema)}.events`;
  const raw = rawAnswerReader(db);
  if (raw) {
    const statement = chainedEventRowsStatement(events, `verify_rows_${schema}`);
    return async (after, upTo) => ({ rows: await raw(statement, [after, upTo]) });
  }
  return async (after, upTo) => {
    const page = await db.query<{ page: Buffer | null }>(chainedEventPageSql(events), [after, upTo], { name: `verify_page_${schema}`, binary: true });
    return { lines: ownBytes(page.rows[0].page ?? Buffer.alloc(0)) };
  };
}

/** The bytes in a buffer of their own, to be moved to the prover's thread: a small one may share node's pool. */
function ownBytes(bytes: Buffer): Uint8Array {
  return bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : new Uint8Array(bytes);
}

/**
 * Says what happened at the first event that does not fit: `previous` is the proven hash at
 * `lastPosition`, `found` the event stored next, `following` some of those after it.
 */
export function diagnose(previous: Buffer, lastPosition: number, found: ChainedEvent, following: readonly ChainedEvent[]): ChainProblem {
  const expected = lastPosition + 1;
  if (found.position > expected) {
    const last = found.position - 1;
    return {
      position: expected,
      kind: 'missing',
      detail:
        last === expected
          ? `position ${expected} is missing from the log`
          : `positions ${expected} to ${last} are missing from the log`,
    };
  }
  // The event that was appended at this position, if it is still in the log somewhere further on.
  const belongsHere = following.find((event) => chainHash(previous, event, expected).equals(event.hash));
  if (belongsHere) {
    const movedTo = belongsHere.position;
    const beforeMoved = movedTo - 1 === expected ? belongsHere : following.find((event) => event.position === movedTo - 1);
    if (beforeMoved && chainHash(beforeMoved.hash, found, movedTo).equals(found.hash)) {
      return {
        position: expected,
        kind: 'reordered',
        detail: `the events appended at positions ${expected} and ${movedTo} have swapped places`,
      };
    }
    return {
      position: expected,
      kind: 'inserted',
      detail: `an event that was never appended stands at position ${expected}; the event appended there is now at ${movedTo}`,
    };
  }
  const after = following[0];
  if (after && after.position === found.position + 1 && chainHash(found.hash, after, after.position + 1).equals(after.hash)) {
    return {
      position: expected,
      kind: 'missing',
      detail: `the event appended at position ${expected} was removed and the later ones moved down`,
    };
  }
  return {
    position: expected,
    kind: 'changed',
    detail: `the event at position ${expected} (${describeEvent(found)}) is not what was appended`,
  };
}
