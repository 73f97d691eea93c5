import { SELLER_DOCUMENTS } from '../contracts/seller-documents';
import { REGISTRATION_CASE_STATUSES, type RegistrationCaseStatus } from './registration-case-status';

/** Where one document stands, driven by the scrivener's case. */
export type ChecklistItemState = 'prepare' | 'bring' | 'verified' | 'not_needed';

export interface ChecklistItem {
  key: string;
  name: string;
  state: ChecklistItemState;
  state_label: string;
  /** The seller confirmed it as prepared on the contract (seller's items only). */
  prepared: boolean | null;
}

export interface SettlementChecklist {
  registration_status_id: number | null;
  registration_status_name: string;
  seller: ChecklistItem[];
  buyer: ChecklistItem[];
  /** True only once the scrivener has verified the seller's documents. */
  balance_payable: boolean;
  balance_note: string;
}

export const BALANCE_NOTE = '残代金のお支払いは、司法書士が売主の書類を確認した後です。';

const BUYER_DOCUMENTS = [
  { key: 'buyer-1', name: '住民票' },
  { key: 'buyer-2', name: '本人確認書類' },
  { key: 'buyer-3', name: '印鑑' },
  { key: 'buyer-4', name: '司法書士への委任状' },
] as const;

const VERIFIED_ON: readonly RegistrationCaseStatus[] = ['documents_verified', 'ready_for_settlement', 'filed', 'correction', 'completed'];
const COLLECTING_ON: readonly RegistrationCaseStatus[] = ['documents_collecting', ...VERIFIED_ON];

const LABELS: Record<ChecklistItemState, string> = {
  prepare: '準備してください',
  bring: '司法書士にお渡しください',
  verified: '司法書士が確認済みです',
  not_needed: '取引が取り消されたため不要です',
};

function stateFor(status: RegistrationCaseStatus | null): ChecklistItemState {
  if (status === 'cancelled') return 'not_needed';
  if (status && VERIFIED_ON.includes(status)) return 'verified';
  if (status && COLLECTING_ON.includes(status)) return 'bring';
  return 'prepare';
}

/**
 * What each side brings to settlement (contract-process.md, "What each side provides"), each
 * marked by the scrivener's case: to prepare until the scrivener collects, to hand over while
 * collecting, verified from the documents' verification on. The balance is payable only from
 * then: the documents are verified before money moves.
 */
export function settlementChecklist(status: RegistrationCaseStatus | null, sellerConfirmed: readonly number[]): SettlementChecklist {
  const state = stateFor(status);
  const item = (key: string, name: string, prepared: boolean | null): ChecklistItem => ({ key, name, state, state_label: LABELS[state], prepared });
  return {
    registration_status_id: status ? REGISTRATION_CASE_STATUSES[status].id : null,
    registration_status_name: status ? REGISTRATION_CASE_STATUSES[status].name : '司法書士への依頼前',
    seller: SELLER_DOCUMENTS.map((document) => item(`seller-${document.id}`, document.name, sellerConfirmed.includes(document.id))),
    buyer: BUYER_DOCUMENTS.map((document) => item(document.key, document.name, null)),
    balance_payable: status !== null && VERIFIED_ON.includes(status),
    balance_note: BALANCE_NOTE,
  };
}
