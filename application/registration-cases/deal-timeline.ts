import { contractStreamId, type ContractPdfKind } from '../../domain/contracts/contract.events';
import { dealThreadStreamId } from '../../domain/deals/deal-thread.events';
import { registrationCaseStreamId } from '../../domain/registration-cases/registration-case.events';
import { eventLabel, ROLE_NAMES } from '../shared/event-labels';
import type { RecordedEvent } from '../shared/event-store.port';

/** The streams a deal's history is made of, in the order they begin. */
export const dealStreamIds = (threadId: string): string[] => [dealThreadStreamId(threadId), contractStreamId(threadId), registrationCaseStreamId(threadId)];

/** The order events were written to the log, whichever streams they belong to. */
export const inLogOrder = (a: RecordedEvent, b: RecordedEvent): number => a.transactionId - b.transactionId || a.globalPosition - b.globalPosition;

/** The PDF a `ContractPdfCreated` entry made, with the hash its event recorded, so a copy can be checked against the log. */
export interface TimelinePdf {
  id: string;
  kind: ContractPdfKind;
  sha256: string;
  size: number;
}

/** One entry of a deal's history: what happened, who did it (by role and id) and when. */
export interface TimelineEntry {
  position: number;
  type: string;
  label: string;
  actor_role: string;
  actor_role_name: string;
  actor_id: string;
  at: string;
  pdf?: TimelinePdf;
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
      ...pdfOf(event),
    }));
}

function pdfOf(event: RecordedEvent): { pdf: TimelinePdf } | Record<string, never> {
  if (event.type !== 'ContractPdfCreated') return {};
  const data = event.data as { pdf_id: string; kind: ContractPdfKind; sha256: string; size: number };
  return { pdf: { id: data.pdf_id, kind: data.kind, sha256: data.sha256, size: data.size } };
}
