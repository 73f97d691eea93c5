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
