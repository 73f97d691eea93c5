import type { DomainEvent } from '../../domain/shared/decider';

/**
 * - `no_stream`: the stream must not exist yet
 * - a number: the stream's last event must have exactly this version (0 = no events)
 * - `any`: append whatever the stream holds
 */
export type ExpectedVersion = 'no_stream' | 'any' | number;

export interface Actor {
  id: string;
  role: 'guest' | 'member' | 'admin' | 'lawyer' | 'system';
}

/** Who did it, on whose behalf, and which request caused it: stored with every event. */
export interface EventMetadata {
  actor: Actor;
  /** The member an admin acts for while impersonating; the admin stays `actor`. */
  on_behalf_of?: Actor;
  correlation_id: string;
  causation_id: string;
  request_id: string;
  client_address?: string;
  schema_version: number;
  /** The claim of the `Idempotency-Key` request that wrote it, so a retry recognises its own events. */
  idempotency_claim?: string;
}

export interface EventToAppend<E extends DomainEvent = DomainEvent> {
  event: E;
  /** Makes the append idempotent: an event id already stored is not written again. */
  eventId: string;
  metadata: EventMetadata;
}

export interface RecordedEvent<E extends DomainEvent = DomainEvent> {
  type: E['type'];
  data: E['data'];
  metadata: EventMetadata;
  eventId: string;
  streamId: string;
  streamVersion: number;
  globalPosition: number;
  transactionId: number;
  recordedAt: string;
}

export interface AppendResult {
  /** Version of the stream's last event after the append: pass it as the next expected version. */
  nextExpectedVersion: number;
  /** Global position of the last event written, for read-your-writes. */
  lastPosition: number;
}

/** A place in the global log: events are read in (transactionId, globalPosition) order. */
export interface LogPosition {
  transactionId: number;
  globalPosition: number;
}

export const LOG_START: LogPosition = { transactionId: 0, globalPosition: 0 };

export class StreamVersionConflict extends Error {
  constructor(
    readonly streamId: string,
    readonly expected: ExpectedVersion,
    readonly actual: number,
  ) {
    super(`stream ${streamId}: expected version ${String(expected)}, found ${actual}`);
    this.name = 'StreamVersionConflict';
  }
}

export abstract class EventStore {
  abstract appendToStream(
    streamId: string,
    events: readonly EventToAppend[],
    expectedVersion: ExpectedVersion,
  ): Promise<AppendResult>;

  /** The stream's events in version order; version 0 and no events when it does not exist. */
  abstract readStream<E extends DomainEvent = DomainEvent>(
    streamId: string,
  ): Promise<{ version: number; events: RecordedEvent<E>[] }>;

  /**
   * Events after `after` in commit-safe order, never past a transaction that may still commit,
   * so a reader that remembers the last position it saw skips nothing.
   */
  abstract readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]>;
}
