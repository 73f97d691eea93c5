import type { PropertyActor } from '../../domain/properties/property.decider';
import { DomainError } from '../../domain/shared/domain-error';
import type { Principal } from '../accounts/account-role';

/**
 * Who may change a listing: its owner (the member who created the draft) or an admin. An admin
 * acting as a member counts as that member; the events still name both (CommandContext).
 */
export function propertyActorFor(principal: Principal, ownerId: string): PropertyActor {
  if (principal.role === 'admin') return 'admin';
  if (principal.role === 'member' && principal.subjectId === ownerId) return 'owner';
  throw DomainError.forbidden('property.not_yours');
}

/**
 * Who may read where exactly a listing is (zip code, 町名・番地, building): its seller and admins.
 * Everyone else sees the prefecture and the city. When deals exist, the other party of a deal the
 * seller has opened the address to is added here, and only here.
 */
export function mayReadStreetAddress(viewer: Principal | null, listing: { owner_id: string }): boolean {
  if (viewer?.role === 'admin') return true;
  if (viewer?.role === 'member' && viewer.subjectId === listing.owner_id) return true;
  return false;
}
