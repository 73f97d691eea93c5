import {
  EventStore,
  type AppendResult,
  type EventToAppend,
  type ExpectedVersion,
  type LogPosition,
  type RecordedEvent,
} from '../../application/shared/event-store.port';
import type { DomainEvent } from '../../domain/shared/decider';
import { afterCommit } from '../database/ambient-transaction';
import type { ProjectionRunner } from '../projections/projection-runner';

/** Tells this process's projection runner about each append, so read models follow at once. */
export class WakingEventStore extends EventStore {
  constructor(
    private readonly inner: EventStore,
    private readonly runner: ProjectionRunner,
  ) {
    super();
  }

  async appendToStream(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    const result = await this.inner.appendToStream(streamId, events, expected);
    afterCommit(() => this.runner.wake());
    return result;
  }

  readStream<E extends DomainEvent = DomainEvent>(streamId: string): Promise<{ version: number; events: RecordedEvent<E>[] }> {
    return this.inner.readStream<E>(streamId);
  }

  readAll(after: LogPosition, limit: number): Promise<RecordedEvent[]> {
    return this.inner.readAll(after, limit);
  }
}
