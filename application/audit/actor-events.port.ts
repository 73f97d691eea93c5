import type { RecordedEvent } from '../shared/event-store.port';

/** The events someone wrote, in any stream: as the actor, or as the member an admin acted for. */
export abstract class ActorEvents {
  /** At most `limit` of them, the most recent, returned in log order. */
  abstract eventsBy(actorId: string, limit: number): Promise<RecordedEvent[]>;
}
