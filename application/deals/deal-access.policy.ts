import { DomainError } from '../../domain/shared/domain-error';
import type { Principal } from '../accounts/account-role';

/** The two members of a deal. */
export interface DealParties {
  seller_id: string;
  buyer_id: string;
}

const isParty = (principal: Principal, deal: DealParties) =>
  principal.role === 'member' && (principal.subjectId === deal.seller_id || principal.subjectId === deal.buyer_id);

/**
 * Who may read a deal and its files: its two members, and admins (read-only, to help and to
 * audit). The 司法書士 assigned to the deal's contract joins this list with contracts.
 */
export function assertMayReadDeal(principal: Principal, deal: DealParties): void {
  if (principal.role === 'admin' || isParty(principal, deal)) return;
  throw DomainError.forbidden('deal.not_a_party');
}

/** Only the two members write in a deal; an admin acting as one of them counts as that member. */
export function assertMayWriteDeal(principal: Principal, deal: DealParties): void {
  if (isParty(principal, deal)) return;
  throw DomainError.forbidden(principal.role === 'admin' ? 'deal.read_only' : 'deal.not_a_party');
}

export function dealNotFound(): DomainError {
  return DomainError.notFound('deal.not_found', 'お探しの取引は見つかりませんでした。');
}
