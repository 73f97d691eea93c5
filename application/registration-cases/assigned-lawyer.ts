import { registrationCaseDecider } from '../../domain/registration-cases/registration-case.decider';
import { registrationCaseStreamId } from '../../domain/registration-cases/registration-case.events';
import { loadState } from '../shared/decider-command.handler';
import type { EventStore } from '../shared/event-store.port';

/**
 * The 司法書士 assigned to a deal's contract, or null before anyone is. Read from the case's own
 * stream rather than a read model: an access check must not lag behind the assignment. A scrivener
 * keeps reading a case that was cancelled or completed, as the case API lets them.
 */
export async function assignedLawyerId(eventStore: EventStore, threadId: string): Promise<string | null> {
  const { state } = await loadState(eventStore, registrationCaseDecider, registrationCaseStreamId(threadId));
  return state.status === 'none' ? null : state.lawyer_id;
}
