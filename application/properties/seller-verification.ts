import { identificationDecider } from '../../domain/identification/identification.decider';
import { identificationStreamId } from '../../domain/identification/identification.events';
import { loadState } from '../shared/decider-command.handler';
import type { EventStore } from '../shared/event-store.port';

/**
 * Whether the member's identity is verified, read from the identification stream rather than the
 * members read model, so a verification or a reopened review counts from the moment it is written.
 */
export async function isSellerVerified(eventStore: EventStore, ownerId: string): Promise<boolean> {
  const { state } = await loadState(eventStore, identificationDecider, identificationStreamId(ownerId));
  return state.status === 'verified';
}
