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
import { inAmbientTransaction } from '../database/ambient-transaction';
import { ident, type Database, type Queryable } from '../database/database';
import { openPersonalFields, sealPersonalFields } from '../personal-data/personal-field-codec';
import { PostgresSubjectKeyStore } from '../personal-data/postgres-subject-key-store';
import { COMMIT_HORIZON_SQL } from './commit-horizon';
import {
  appendGroup,
  GROUP_EVENT_LIMIT,
  GROUPED_APPEND_MAX_EVENTS,
  GROUPS_IN_FLIGHT,
  type PendingAppend,
} from './group-commit';

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
const COLUMNS =
  'global_position, transaction_id, stream_id, stream_version, event_id, type, data, metadata, recorded_at';

/** The event log on PostgreSQL, the same SQL on the embedded database and on a server. */
export class PostgresEventStore extends EventStore {
  private readonly events: string;
  private readonly appendStatement: string;
  private pending: PendingAppend[] = [];
  private writing = 0;

  /** `groupsInFlight`: group commits written at once; one while appends take turns on the hash chain. */
  constructor(
    private readonly db: Database,
    private readonly groupsInFlight = GROUPS_IN_FLIGHT,
  ) {
    super();
    this.events = `${ident(db.schema)}.events`;
    this.appendStatement = `append_${db.schema}`;
  }

  async appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    if (events.length === 0) throw new Error('nothing to append');
    // Inside a unit of work the events commit with its other rows, never in a group of strangers;
    // a savepoint keeps the transaction usable when the append loses a race and is decided again.
    if (inAmbientTransaction(this.db)) {
      return this.db.transaction((tx) => this.appendWith(tx, streamId, events, expectedVersion));
    }
    // Personal values are encrypted before they are stored and hashed into the chain.
    const toAppend = await sealPersonalFields(new PostgresSubjectKeyStore(this.db, this.db.schema), events);
    // The embedded database has one connection: grouping would only queue appends behind each other.
    if (this.db.kind === 'embedded' || toAppend.length > GROUPED_APPEND_MAX_EVENTS) {
      return this.appendWith(this.db, streamId, toAppend, expectedVersion);
    }
    return new Promise<AppendResult>((resolve, reject) => {
      this.pending.push({ streamId, events: toAppend, expectedVersion, resolve, reject });
      this.flushPending();
    });
  }

  /**
   * Group commit on a server: while one append is being written, the appends that arrive meanwhile
   * wait and are then written together in one statement and one commit.
   */
  private flushPending(): void {
    while (this.writing < this.groupsInFlight && this.pending.length > 0) {
      const streams = new Set<string>();
      const group: PendingAppend[] = [];
      const rest: PendingAppend[] = [];
      let events = 0;
      for (const append of this.pending) {
        const fits = group.length === 0 || events + append.events.length <= GROUP_EVENT_LIMIT;
        if (fits && !streams.has(append.streamId)) {
          streams.add(append.streamId);
          group.push(append);
          events += append.events.length;
        } else rest.push(append);
      }
      this.pending = rest;
      this.writing++;
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
  }

  private releaseSlot(): void {
    this.writing--;
    this.flushPending();
  }

  private async writeGroup(group: readonly PendingAppend[]): Promise<void> {
    let results: Array<AppendResult | null>;
    if (group.length === 1) results = [null];
    else {
      try {
        results = await appendGroup(this.db, this.db.schema, group);
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) {
          group.forEach((append) => append.reject(error));
          return;
        }
        results = group.map(() => null);
      }
    }
    // An append the group could not write (its version moved, an event already stored, a race)
    // goes through the single-append path, which tells a conflict from a repeated request.
    await Promise.all(
      group.map(async (append, index) => {
        const written = results[index];
        if (written) return append.resolve(written);
        try {
          append.resolve(await this.appendWith(this.db, append.streamId, append.events, append.expectedVersion));
        } catch (error) {
          append.reject(error);
        }
      }),
    );
  }

  /** Appends inside a caller's transaction (seeding, tests that hold a transaction open). */
  async appendWith(
    executor: Queryable,
    streamId: string,
    events: readonly EventToAppend[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult> {
    // Through the caller's executor: on the embedded database another connection would wait on its transaction.
    const toAppend = await sealPersonalFields(new PostgresSubjectKeyStore(executor, this.db.schema), events);
    const expected = expectedVersion === 'no_stream' ? 0 : expectedVersion;
    // One round trip: the version check and the insert are one statement; two writers that pass
    // the check together collide on (stream_id, stream_version) and one of them fails.
    const sql = `
      WITH current AS (
        SELECT coalesce(max(stream_version), 0) AS version FROM ${this.events} WHERE stream_id = $1
      )
      INSERT INTO ${this.events} (stream_id, stream_version, event_id, type, data, metadata)
      SELECT $1, current.version + e.ordinality, e.event_id, e.type, e.data, e.metadata
      FROM current,
        unnest($2::uuid[], $3::text[], $4::jsonb[], $5::jsonb[])
          WITH ORDINALITY AS e(event_id, type, data, metadata, ordinality)
      WHERE $6::int IS NULL OR current.version = $6::int
      RETURNING global_position, stream_version`;
    const params = [
      streamId,
      toAppend.map((e) => e.eventId),
      toAppend.map((e) => e.event.type),
      toAppend.map((e) => JSON.stringify(e.event.data)),
      toAppend.map((e) => JSON.stringify(e.metadata)),
      expected === 'any' ? null : expected,
    ];
    for (let attempt = 1; ; attempt++) {
      try {
        const result = await executor.query<{ global_position: number; stream_version: number }>(sql, params, {
          name: this.appendStatement,
        });
        if (result.rows.length === toAppend.length) {
          const last = result.rows[result.rows.length - 1];
          return { nextExpectedVersion: last.stream_version, lastPosition: last.global_position };
        }
      } catch (error) {
        if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
        // Inside a caller's transaction the failed statement aborted it: the caller starts over.
        if (executor !== this.db) throw new StreamVersionConflict(streamId, expectedVersion, -1);
        // "any" only lost a race for the next version number: take the next one.
        if (expectedVersion === 'any' && attempt < 5) continue;
      }
      const outcome = await this.conflictOrDuplicate(executor, streamId, toAppend, expectedVersion);
      if (outcome instanceof StreamVersionConflict) throw outcome;
      return outcome;
    }
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
    const current = await executor.query<{ version: number }>(
      `SELECT coalesce(max(stream_version), 0) AS version FROM ${this.events} WHERE stream_id = $1`,
      [streamId],
    );
    return new StreamVersionConflict(streamId, expectedVersion, current.rows[0].version);
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
