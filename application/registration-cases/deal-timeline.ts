import { contractStreamId } from '../../domain/contracts/contract.events';
import { dealThreadStreamId } from '../../domain/deals/deal-thread.events';
import { registrationCaseStreamId } from '../../domain/registration-cases/registration-case.events';
import { eventLabel, ROLE_NAMES } from '../shared/event-labels';
import type { RecordedEvent } from '../shared/event-store.port';

/** The streams a deal's history is made of, in the order they begin. */
export const dealStreamIds = (threadId: string): string[] => [dealThreadStreamId(threadId), contractStreamId(threadId), registrationCaseStreamId(threadId)];

/** The order events were written to the log, whichever streams they belong to. */
export const inLogOrder = (a: RecordedEvent, b: RecordedEvent): number => a.transactionId - b.transactionId || a.globalPosition - b.globalPosition;

/** One entry of a deal's history: what happened, who did it (by role and id) and when. */
export interface TimelineEntry {
  position: number;
  type: string;
  label: string;
  actor_role: string;
  actor_role_name: string;
  actor_id: string;
  at: string;
}

/** The events of a deal's streams (deal, contract, registration case) merged in the order they were written. */
export function dealTimeline(streams: ReadonlyArray<readonly RecordedEvent[]>): TimelineEntry[] {
  return streams
    .flat()
    .sort(inLogOrder)
    .map((event) => ({
      position: event.globalPosition,
      type: event.type,
      label: eventLabel(event.type),
      actor_role: event.metadata.actor.role,
      actor_role_name: ROLE_NAMES[event.metadata.actor.role] ?? event.metadata.actor.role,
      actor_id: event.metadata.actor.id,
      at: event.recordedAt,
    }));
}
