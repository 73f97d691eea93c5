import { DomainError } from '../../domain/shared/domain-error';
import type { Principal } from '../accounts/account-role';

/** The two parties of a contract, as its PDF's read model names them. */
export interface ContractPdfParties {
  seller_id: string;
  buyer_id: string;
}

/**
 * Who may download a contract's final PDF or make a share link to it: its two members, and admins
 * (to help and to audit). The 司法書士 assigned to the contract is to be added here, once an
 * assignment exists to check: until then a lawyer is refused like any other outsider.
 */
export function assertMayReadContractPdf(principal: Principal, parties: ContractPdfParties): void {
  if (principal.role === 'admin') return;
  if (principal.role === 'member' && (principal.subjectId === parties.seller_id || principal.subjectId === parties.buyer_id)) return;
  throw DomainError.forbidden('contract_pdf.not_a_party', 'この契約書を見る権限がありません。');
}
