import { DomainError } from '../../domain/shared/domain-error';
import type { Principal } from '../accounts/account-role';

/** The two parties of a contract, as its PDF's read model names them. */
export interface ContractPdfParties {
  seller_id: string;
  buyer_id: string;
}

/** The parties, and the 司法書士 assigned to the contract's registration (null before anyone is). */
export interface ContractPdfReaders extends ContractPdfParties {
  lawyer_id: string | null;
}

const refused = () => DomainError.forbidden('contract_pdf.not_a_party', 'この契約書を見る権限がありません。');

const isPartyOrAdmin = (principal: Principal, parties: ContractPdfParties) =>
  principal.role === 'admin' || (principal.role === 'member' && (principal.subjectId === parties.seller_id || principal.subjectId === parties.buyer_id));

/**
 * Who may download a contract's final PDF: its two members, admins (to help and to audit) and the
 * 司法書士 assigned to the contract, who registers the transfer from it. Any other scrivener is
 * refused like any other outsider.
 */
export function assertMayReadContractPdf(principal: Principal, readers: ContractPdfReaders): void {
  if (isPartyOrAdmin(principal, readers)) return;
  if (principal.role === 'lawyer' && readers.lawyer_id !== null && principal.subjectId === readers.lawyer_id) return;
  throw refused();
}

/**
 * Who may make a share link, which anyone holding it opens without an account: the parties and
 * admins only. Handing the contract to someone outside the deal is the parties' decision, not the
 * scrivener's.
 */
export function assertMayShareContractPdf(principal: Principal, parties: ContractPdfParties): void {
  if (isPartyOrAdmin(principal, parties)) return;
  throw refused();
}
