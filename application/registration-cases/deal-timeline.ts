import { contractStreamId } from '../../domain/contracts/contract.events';
import { dealThreadStreamId } from '../../domain/deals/deal-thread.events';
import { registrationCaseStreamId } from '../../domain/registration-cases/registration-case.events';
import type { RecordedEvent } from '../shared/event-store.port';

/** The streams a deal's history is made of, in the order they begin. */
export const dealStreamIds = (threadId: string): string[] => [dealThreadStreamId(threadId), contractStreamId(threadId), registrationCaseStreamId(threadId)];

/** The order events were written to the log, whichever streams they belong to. */
export const inLogOrder = (a: RecordedEvent, b: RecordedEvent): number => a.transactionId - b.transactionId || a.globalPosition - b.globalPosition;
