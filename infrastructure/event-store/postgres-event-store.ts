import type { DomainEvent } from '../../domain/shared/decider';
import {
  EventStore,
  StreamVersionConflict,
  type AppendResult,
  type EventMetadata,
  type EventToAppend,
  type ExpectedVersion,
  type LogPosition,
  type RecordedEvent,
} from '../../application/shared/event-store.port';
import { chainLinks, EMPTY_LOG_HEAD, type ChainHead } from '../audit/event-chain-hash';
import { afterCommit, inAmbientTransaction } from '../database/ambient-transaction';
import { ident, type Database, type Queryable } from '../database/database';
import { openPersonalFields, sealPersonalFields } from '../personal-data/personal-field-codec';
import { PostgresSubjectKeyStore } from '../personal-data/postgres-subject-key-store';
import { COMMIT_HORIZON_SQL } from './commit-horizon';
import { appendGroup, GROUP_EVENT_LIMIT, GROUPED_APPEND_MAX_EVENTS, type PendingAppend } from './group-commit';

/** An event as its row in the log reads. */
export interface EventRow {
  global_position: number;
  transaction_id: number;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

const UNIQUE_VIOLATION = '23505';
/** Tries before an append gives up on a position or, expecting "any" version, on a version: each lost try means another append was written. */
const POSITION_ATTEMPTS = 50;
const COLUMNS =
  'global_position, transaction_id, stream_id, stream_version, event_id, type, data, metadata, recorded_at';

/** The event log on PostgreSQL, the same SQL on the embedded database and on a server. */
export class PostgresEventStore extends EventStore {
  private readonly events: string;
  private readonly appendStatement: string;
  private readonly appendSql: string;
  private pending: PendingAppend[] = [];
  /** A group is being written: the next waits for it, since both would take the head's next position. */
  private writing = false;
  /** The newest event this process has written or read, committed; null when it must be read again. */
  private head: ChainHead | null = null;

  constructor(private readonly db: Database) {
    super();
    this.events = `${ident(db.schema)}.events`;
    this.appendStatement = `append_${db.schema}`;
    this.appendSql = `
      WITH current AS (
        SELECT coalesce(max(stream_version), 0) AS version FROM ${this.events} WHERE stream_id = $1
      )
      INSERT INTO ${this.events} (global_position, stream_id, stream_version, event_id, type, data, metadata, recorded_at, hash)
      SELECT $7::bigint + e.ordinality, $1, current.version + e.ordinality, e.event_id, e.type, e.data, e.metadata, $8::timestamptz, e.hash
      FROM current,
        unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[], $9::bytea[])
          WITH ORDINALITY AS e(event_id, type, data, metadata, hash, ordinality)
      WHERE current.version = $6::int
      RETURNING global_position, stream_version`;
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('nothing to append');
    // Inside a unit of work the events commit with its other rows, never in a group of strangers;
    // a savepoint keeps the transaction usable when the append loses a race and is tried again.
    if (inAmbientTransaction(this.db)) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await this.db.transaction((tx) => this.appendWith(tx, streamId, events, expectedVersion));
        } catch (error) {
          if (!(error instanceof ChainPositionTaken) || attempt >= POSITION_ATTEMPTS) throw error;
        }
      }
    }
    // Personal values are encrypted before they are stored and hashed into the chain.
    const toAppend = await sealPersonalFields(new PostgresSubjectKeyStore(this.db, this.db.schema), events);
    // Every append of this process takes its turn here: one at a time on the chain's head, so
    // they do not race each other for its next position.
    return new Promise<AppendResult>((resolve, reject) => {
      this.pending.push({ streamId, events: toAppend, expectedVersion, resolve, reject });
      this.flushPending();
    });
  }

  /**
   * An append that may share a statement with others: not on the embedded database, where there
   * is one connection and a commit waits for no disk, nor an append expecting "any" version (its
   * version is read first), nor a large one (it fills a commit by itself).
   */
  private groupable(append: PendingAppend): boolean {
    return this.db.kind !== 'embedded' && append.expectedVersion !== 'any' && append.events.length <= GROUPED_APPEND_MAX_EVENTS;
  }

  /**
   * Group commit on a server: while one append is being written, the appends that arrive meanwhile
   * wait and are then written together in one statement and one commit.
   */
  private flushPending(): void {
    if (this.writing || this.pending.length === 0) return;
    const [first, ...others] = this.pending;
    const streams = new Set([first.streamId]);
    const group: PendingAppend[] = [first];
    const rest: PendingAppend[] = [];
    let events = first.events.length;
    for (const append of others) {
      const fits = this.groupable(first) && this.groupable(append) && events + append.events.length <= GROUP_EVENT_LIMIT;
      if (fits && !streams.has(append.streamId)) {
        streams.add(append.streamId);
        group.push(append);
        events += append.events.length;
      } else rest.push(append);
    }
    this.pending = rest;
    this.writing = true;
    void this.writeGroup(group).finally(() => {
      // The callers a group answers often append again at once (a writer in a loop, a handler's
      // next command). Given back right away, the slot went to the first of them alone and the
      // others waited a whole commit behind it: groups alternated between one append and the
      // rest. After a group of several, the slot is given back once their callbacks have run,
      // so their next appends share one commit.
      if (group.length === 1) this.releaseSlot();
      else setImmediate(() => this.releaseSlot());
    });
  }

  private releaseSlot(): void {
    this.writing = false;
    this.flushPending();
  }

  private async writeGroup(group: readonly PendingAppend[]): Promise<void> {
    let written: AppendResult[] | null = null;
    if (group.length > 1) {
      try {
        const head = await this.knownHead();
        const result = await appendGroup(this.db, this.db.schema, head, group, new Date());
        if (result) {
          this.advanceHead(result.head);
          written = result.appends;
        }
      } catch (error) {
        if (!isUniqueViolation(error)) {
          group.forEach((append) => append.reject(error));
          return;
        }
        if (takesAChainPosition(error)) this.head = null;
      }
    }
    if (written) {
      written.forEach((result, index) => group[index].resolve(result));
      return;
    }
    // A group is written whole or not at all. When it could not be (a version moved, an event
    // already stored, a position another process took), each append goes through the
    // single-append path, which tells a conflict from a repeated request.
    for (const append of group) {
      try {
        append.resolve(await this.appendWith(this.db, append.streamId, append.events, append.expectedVersion));
      } catch (error) {
        append.reject(error);
      }
    }
  }

  /**
   * Appends one stream's events through `executor`: the database itself (a single append, or one
   * of a group that could not be written whole) or a caller's transaction (a unit of work, tests
   * that hold a transaction open).
   */
  async appendWith(
    executor: Queryable,
    streamId: string,
    events: readonly EventToAppend[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    // Through the caller's executor: on the embedded database another connection would wait on its transaction.
    const toAppend = await sealPersonalFields(new PostgresSubjectKeyStore(executor, this.db.schema), events);
    const inTransaction = executor !== this.db;
    const data = toAppend.map((e) => JSON.stringify(e.event.data));
    const metadata = toAppend.map((e) => JSON.stringify(e.metadata));
    for (let attempt = 1; ; attempt++) {
      const expected =
        expectedVersion === 'any' ? await this.streamVersion(executor, streamId)
        : expectedVersion === 'no_stream' ? 0
        : expectedVersion;
      // A transaction reads the head itself: it sees its own appends, and none it rolled back.
      const head = inTransaction ? await readChainHead(executor, this.events) : await this.knownHead();
      const recordedAt = new Date();
      const chained = chainLinks(
        head,
        toAppend.map((e, index) => ({
          streamId,
          streamVersion: expected + index + 1,
          type: e.event.type,
          data: data[index],
          metadata: metadata[index],
        })),
        recordedAt,
      );
      try {
        // One round trip: the version check and the insert are one statement. The positions after
        // the head are the chain's turn-taking: a second writer of the same position waits on the
        // first one's transaction, then fails once it commits and tries again after it.
        const result = await executor.query<{ global_position: number; stream_version: number }>(
          this.appendSql,
          [
            streamId,
            toAppend.map((e) => e.eventId),
            toAppend.map((e) => e.event.type),
            data,
            metadata,
            expected,
            head.position,
            recordedAt,
            chained.hashes,
          ],
          { name: this.appendStatement },
        );
        if (result.rows.length === toAppend.length) {
          if (inTransaction) afterCommit(() => (this.head = null));
          else this.advanceHead(chained.head);
          const last = result.rows[result.rows.length - 1];
          return { nextExpectedVersion: last.stream_version, lastPosition: last.global_position };
        }
        // "any" found the stream moved on since its version was read: read it again.
        if (expectedVersion === 'any' && attempt < POSITION_ATTEMPTS) continue;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        if (takesAChainPosition(error)) {
          // Inside a caller's transaction the failed statement aborted it: the ambient path tries
          // again in a new savepoint, any other caller starts over.
          if (inTransaction) throw new ChainPositionTaken(head.position + 1);
          this.head = null;
          if (attempt < POSITION_ATTEMPTS) continue;
          throw new ChainPositionTaken(head.position + 1);
        }
        if (inTransaction) throw new StreamVersionConflict(streamId, expectedVersion, -1);
        // "any" only lost a race for the next version number: take the next one.
        if (expectedVersion === 'any' && attempt < POSITION_ATTEMPTS) continue;
      }
      const outcome = await this.conflictOrDuplicate(executor, streamId, toAppend, expectedVersion);
      if (outcome instanceof StreamVersionConflict) throw outcome;
      return outcome;
    }
  }

  /** The head this process last wrote or read, read from the log when it knows none. */
  private async knownHead(): Promise<ChainHead> {
    this.head ??= await readChainHead(this.db, this.events);
    return this.head;
  }

  /** Only a committed head is kept, and only a newer one replaces it. */
  private advanceHead(head: ChainHead): void {
    if (!this.head || this.head.position < head.position) this.head = head;
  }

  private async streamVersion(executor: Queryable, streamId: string): Promise<number> {
    const result = await executor.query<{ version: number }>(
      `SELECT coalesce(max(stream_version), 0) AS version FROM ${this.events} WHERE stream_id = $1`,
      [streamId],
    );
    return result.rows[0].version;
  }

  /**
   * After a refused append: if every event id is already stored in this stream, the append
   * happened before (a retried request) and its result is answered again; otherwise it is a
   * version conflict.
   */
  private async conflictOrDuplicate(
    executor: Queryable,
    streamId: string,
    toAppend: readonly EventToAppend[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult | StreamVersionConflict> {
    const stored = await executor.query<{ global_position: number; stream_version: number; stream_id: string }>(
      `SELECT global_position, stream_version, stream_id FROM ${this.events} WHERE event_id = ANY($1::uuid[]) ORDER BY global_position`,
      [toAppend.map((e) => e.eventId)],
    );
    if (stored.rows.length === toAppend.length && stored.rows.every((row) => row.stream_id === streamId)) {
      const last = stored.rows[stored.rows.length - 1];
      return { nextExpectedVersion: last.stream_version, lastPosition: last.global_position };
    }
    return new StreamVersionConflict(streamId, expectedVersion, await this.streamVersion(executor, streamId));
  }

  async readStream<E extends DomainEvent = DomainEvent>(
    streamId: string,
  ): Promise<{ version: number; events: RecordedEvent<E>[] }> {
    const result = await this.db.query<EventRow>(
      `SELECT ${COLUMNS} FROM ${this.events} WHERE stream_id = $1 ORDER BY stream_version`,
      [streamId],
    );
    const events = await openPersonalFields(
      new PostgresSubjectKeyStore(this.db, this.db.schema),
      result.rows.map((row) => toRecorded<E>(row)),
    );
    return { version: events.length === 0 ? 0 : events[events.length - 1].streamVersion, events };
  }

  async readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return readAllWith(this.db, this.db.schema, after, limit);
  }
}

/**
 * Another append took the position this one was to take, after its head was read: the chain
 * lets one event have each position, linked to the one before it.
 */
export class ChainPositionTaken extends Error {
  constructor(readonly position: number) {
    super(`position ${position} of the event log was taken by another append`);
  }
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === UNIQUE_VIOLATION;
}

/** A unique violation on the log's position: the head moved since it was read. */
function takesAChainPosition(error: unknown): boolean {
  return (error as { constraint?: string }).constraint === 'events_pkey';
}

/** The newest committed event (with the caller's own, inside a transaction), or the empty log's head. */
export async function readChainHead(executor: Queryable, events: string): Promise<ChainHead> {
  const result = await executor.query<{ global_position: number; hash: Uint8Array }>(
    `SELECT global_position, hash FROM ${events} ORDER BY global_position DESC LIMIT 1`,
  );
  const last = result.rows[0];
  return last ? { position: last.global_position, hash: Buffer.from(last.hash) } : EMPTY_LOG_HEAD;
}

/**
 * The page of events after ($1 transaction id, $2 position), at most $3, that no still-open
 * transaction can precede: only transactions older than the oldest one running in this database
 * are read.
 */
const AFTER_POSITION_IN_COMMIT_ORDER = `WHERE (transaction_id, global_position) > ($1::text::xid8, $2::bigint)
       AND transaction_id < ${COMMIT_HORIZON_SQL}
     ORDER BY transaction_id, global_position
     LIMIT $3`;

/**
 * Reads in commit-safe order: only transactions older than the oldest one still running here, so a
 * position allocated by an open transaction is never passed over and then missed.
 */
export async function readAllWith(
  executor: Queryable,
  schema: string,
  after: LogPosition,
  limit: number,
): Promise<RecordedEvent[]> {
  const result = await executor.query<EventRow>(
    `SELECT ${COLUMNS} FROM ${ident(schema)}.events
     ${AFTER_POSITION_IN_COMMIT_ORDER}`,
    [String(after.transactionId), after.globalPosition, limit],
  );
  return openPersonalFields(new PostgresSubjectKeyStore(executor, schema), result.rows.map((row) => toRecorded(row)));
}

export function toRecorded<E extends DomainEvent>(row: EventRow): RecordedEvent<E> {
  return {
    type: row.type as E['type'],
    data: row.data as E['data'],
    metadata: row.metadata,
    eventId: row.event_id,
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    recordedAt: row.recorded_at.toISOString(),
  };
}

/** What projections read of each event: no request ids, only who acted and for whom. */
export type FeedEvent = Omit<RecordedEvent, 'metadata' | 'eventId'> & {
  metadata: Pick<EventMetadata, 'actor' | 'on_behalf_of'>;
};

interface FeedRow {
  global_position: number;
  transaction_id: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data: unknown;
  actor: EventMetadata['actor'];
  on_behalf_of: EventMetadata['on_behalf_of'] | null;
  recorded_at: Date;
}

/**
 * The log as projections read it, in the same commit-safe order as `readAllWith`, carrying only
 * the fields a projector sees: a rebuild spends most of its time reading, and most of an event's
 * metadata is request tracing no read model uses.
 */
export async function readFeed(executor: Queryable, schema: string, after: LogPosition, limit: number): Promise<FeedEvent[]> {
  const result = await executor.query<FeedRow>(
    `SELECT global_position, transaction_id, stream_id, stream_version, type, data,
            metadata->'actor' AS actor, metadata->'on_behalf_of' AS on_behalf_of, recorded_at
     FROM ${ident(schema)}.events
     ${AFTER_POSITION_IN_COMMIT_ORDER}`,
    [String(after.transactionId), after.globalPosition, limit],
  );
  const events = result.rows.map((row) => ({
    type: row.type,
    data: row.data,
    metadata: row.on_behalf_of ? { actor: row.actor, on_behalf_of: row.on_behalf_of } : { actor: row.actor },
    streamId: row.stream_id,
    streamVersion: row.stream_version,
    globalPosition: row.global_position,
    transactionId: row.transaction_id,
    recordedAt: row.recorded_at.toISOString(),
  }));
  return openPersonalFields(new PostgresSubjectKeyStore(executor, schema), events);
}
