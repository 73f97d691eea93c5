import { DomainError } from '../../domain/shared/domain-error';
import type { Principal } from '../accounts/account-role';

/** The two members of a deal. */
export interface DealParties {
  seller_id: string;
  buyer_id: string;
}

/** A deal as the read check sees it: its members and the 司法書士 assigned to its contract, if any. */
export interface DealReaders extends DealParties {
  lawyer_id: string | null;
}

const isParty = (principal: Principal, deal: DealParties) =>
  principal.role === 'member' && (principal.subjectId === deal.seller_id || principal.subjectId === deal.buyer_id);

/**
 * Who may read a deal and its files: its two members, admins (read-only, to help and to audit) and
 * the 司法書士 assigned to the deal's contract (read-only: what the parties agreed in the chat bears
 * on the registration). Any other scrivener is refused like any other outsider.
 */
export function assertMayReadDeal(principal: Principal, deal: DealReaders): void {
  if (principal.role === 'admin' || isParty(principal, deal)) return;
  if (principal.role === 'lawyer' && deal.lawyer_id !== null && principal.subjectId === deal.lawyer_id) return;
  throw DomainError.forbidden('deal.not_a_party');
}

/**
 * Only the two members write in a deal; an admin acting as one of them counts as that member.
 * Admins and the assigned scrivener read only.
 */
export function assertMayWriteDeal(principal: Principal, deal: DealParties): void {
  if (isParty(principal, deal)) return;
  throw DomainError.forbidden(principal.role === 'admin' || principal.role === 'lawyer' ? 'deal.read_only' : 'deal.not_a_party');
}

export function dealNotFound(): DomainError {
  return DomainError.notFound('deal.not_found', 'お探しの取引は見つかりませんでした。');
}
