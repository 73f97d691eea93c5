import {
  EventStore,
  type AppendResult,
  type EventToAppend,
  type ExpectedVersion,
  type LogPosition,
  type RecordedEvent,
} from '../../application/shared/event-store.port';
import type { DomainEvent } from '../../domain/shared/decider';
import { currentIdempotentRequest } from './idempotent-request';

/**
 * Marks the events of a request with an idempotency key with its claim, and, when a retry runs
 * a claim again after the first attempt died unanswered, shows the command its streams as they
 * were without that claim's events. The command then decides what it decided the first time,
 * with the same ids (see KeyedIdGenerator), and the append finds those event ids already stored
 * and answers the earlier result instead of writing: the write happens once across a crash.
 */
export class ClaimAwareEventStore extends EventStore {
  constructor(private readonly inner: EventStore) {
    super();
  }

  appendToStream(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    const request = currentIdempotentRequest();
    const claimId = request?.claimId;
    if (!request || !claimId) return this.inner.appendToStream(streamId, events, expected);
    request.appendsBegun++;
    const marked = events.map((e) => ({ ...e, metadata: { ...e.metadata, idempotency_claim: claimId } }));
    return this.inner.appendToStream(streamId, marked, expected);
  }

  async readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<{ version: number; events: RecordedEvent<E>[] }> {
    const stream = await this.inner.readStream<E>(streamId);
    const request = currentIdempotentRequest();
    if (!request?.replay || !request.claimId) return stream;
    const events = stream.events.filter((e) => e.metadata.idempotency_claim !== request.claimId);
    if (events.length === stream.events.length) return stream;
    return { version: events.length === 0 ? 0 : events[events.length - 1].streamVersion, events };
  }

  readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return this.inner.readAll(after, limit);
  }
}
