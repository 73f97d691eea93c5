import { assertNever, type Decider } from '../shared/decider';
import { DomainError } from '../shared/domain-error';
import type { ContractStatus } from './contract-status';
import {
  editedProperty,
  editedTerms,
  missingForAgreement,
  templateProperty,
  templateTerms,
  type ContractListingFacts,
  type ContractProperty,
  type ContractTerms,
} from './contract-terms.rules';
import type { ContractEvent, ContractPdfKind, VoidingChange } from './contract.events';
import { isSellerDocumentId, SELLER_DOCUMENTS, type SellerDocumentId } from './seller-documents';

/** What the contract needs to know of its deal at the moment of a step. */
export interface ContractDeal {
  thread_id: string;
  property_id: string;
  seller_id: string;
  buyer_id: string;
  /** False once the deal was blocked or has ended: no more contract steps. */
  ongoing: boolean;
}

interface Step {
  deal: ContractDeal;
  /** The member taking the step (the admin for a confirmed transfer). */
  actor_id: string;
  now: string;
}

export type ContractCommand =
  | ({ type: 'RequestContract' } & Step)
  | ({ type: 'CreateContract'; listing: ContractListingFacts } & Step)
  | ({ type: 'EditContractTerms'; input: Readonly<Record<string, unknown>> } & Step)
  | ({ type: 'ResetContractTerms' } & Step)
  | ({ type: 'EditContractProperty'; input: Readonly<Record<string, unknown>> } & Step)
  | ({ type: 'AgreeAsBuyer' } & Step)
  | ({ type: 'AgreeAsSeller' } & Step)
  | ({ type: 'ConfirmPerformance'; management_fee: number } & Step)
  | ({ type: 'PayManagementFee'; payment: { provider: string; payment_id: string; amount: number } } & Step)
  | ({ type: 'DeclareBankTransfer' } & Step)
  | ({ type: 'ConfirmBankTransfer' } & Step)
  | ({ type: 'ConfirmSellerDocument'; document_id: number } & Step)
  | ({ type: 'EndWithoutContract' } & Step)
  /** The scrivener cancels the registration case: the contract is called off with it. */
  | ({ type: 'CancelWithRegistrationCase'; reason: string } & Step)
  | ({ type: 'RecordContractPdf'; kind: ContractPdfKind; pdf: { pdf_id: string; sha256: string; size: number } } & Step);

/** A final copy of the contract as its event recorded it. */
export interface ContractPdfRecord {
  pdf_id: string;
  kind: ContractPdfKind;
  sha256: string;
  size: number;
  created_at: string;
}

export interface ActiveContract {
  status: ContractStatus;
  thread_id: string;
  property_id: string;
  seller_id: string;
  buyer_id: string;
  property: ContractProperty | null;
  terms: ContractTerms | null;
  template: ContractTerms | null;
  buyer_agreed_at: string | null;
  seller_agreed_at: string | null;
  management_fee: number | null;
  payment_method: 'card' | 'bank_transfer' | null;
  transfer_declared_at: string | null;
  paid_at: string | null;
  documents_confirmed: SellerDocumentId[];
  requested_at: string | null;
  drafted_at: string | null;
  concluded_at: string | null;
  ended_at: string | null;
  updated_at: string;
  /** The final copies made after conclusion, at most one of each kind. */
  pdfs: ContractPdfRecord[];
}

export type ContractState = { status: 'none' } | ActiveContract;

const ORDER: readonly ContractStatus[] = ['requested', 'drafting', 'buyer_agreed', 'both_agreed', 'awaiting_payment', 'seller_preparing', 'concluded'];
const reached = (contract: ActiveContract, status: ContractStatus) => ORDER.indexOf(contract.status) >= ORDER.indexOf(status);

const conflict = DomainError.conflict;

const MESSAGES = {
  draftFirst: '契約書の作成が先に必要です。',
  buyerStep: 'この手続きは買主が行います。',
  sellerStep: 'この手続きは売主が行います。',
  locked: '買主が契約の手続きに進んだため、契約の内容は変更できません。',
} as const;

function requireParty(deal: ContractDeal, actorId: string): 'buyer' | 'seller' {
  if (actorId === deal.buyer_id) return 'buyer';
  if (actorId === deal.seller_id) return 'seller';
  throw DomainError.forbidden('contract.not_a_party');
}

/** A contract that has reached its end takes no step, and neither does a deal that has. */
function requireOpen(state: ContractState, deal: ContractDeal): void {
  if (state.status === 'concluded') throw conflict('contract.concluded', 'この契約はすでに締結されています。');
  if (state.status === 'ended_without_contract') throw conflict('contract.ended', 'この取引は契約をせずに終了しています。');
  if (!deal.ongoing) throw conflict('contract.deal_ended', 'この取引は終了しているため、契約の手続きはできません。');
}

function requireDraft(state: ContractState): ActiveContract & { terms: ContractTerms; property: ContractProperty; template: ContractTerms } {
  if (state.status === 'none' || state.status === 'requested' || !state.terms || !state.property || !state.template) {
    throw conflict('contract.draft_first', MESSAGES.draftFirst);
  }
  return state as ActiveContract & { terms: ContractTerms; property: ContractProperty; template: ContractTerms };
}

function requireEditable(state: ContractState) {
  const contract = requireDraft(state);
  if (reached(contract, 'awaiting_payment')) throw conflict('contract.terms_locked', MESSAGES.locked);
  return contract;
}

function step(deal: ContractDeal, command: Step) {
  return { thread_id: deal.thread_id, seller_id: deal.seller_id, buyer_id: deal.buyer_id, by: command.actor_id, at: command.now };
}

/** A change after an agreement voids every agreement given, in the same append as the change. */
function voiding(contract: ActiveContract, command: Step, reason: VoidingChange): ContractEvent[] {
  const voided: Array<'buyer' | 'seller'> = [];
  if (contract.buyer_agreed_at) voided.push('buyer');
  if (contract.seller_agreed_at) voided.push('seller');
  return voided.length === 0 ? [] : [{ type: 'ContractAgreementsVoided', data: { ...step(command.deal, command), reason, voided } }];
}

function requireUnpaid(contract: ActiveContract): void {
  if (!reached(contract, 'awaiting_payment')) throw conflict('contract.performance_first', '買主が契約の手続きに進むことが先に必要です。');
  if (contract.paid_at) throw conflict('contract.already_paid', '管理手数料はお支払い済みです。');
}

export const contractDecider: Decider<ContractCommand, ContractState, ContractEvent> = {
  initialState: () => ({ status: 'none' }),

  evolve(state, event) {
    const at = event.data.at;
    if (state.status === 'none') {
      if (event.type !== 'ContractRequested' && event.type !== 'ContractEndedWithoutContract') return state;
      const { thread_id, property_id, seller_id, buyer_id } = event.data;
      const requested = event.type === 'ContractRequested';
      return {
        status: requested ? 'requested' : 'ended_without_contract',
        thread_id,
        property_id,
        seller_id,
        buyer_id,
        property: null,
        terms: null,
        template: null,
        buyer_agreed_at: null,
        seller_agreed_at: null,
        management_fee: null,
        payment_method: null,
        transfer_declared_at: null,
        paid_at: null,
        documents_confirmed: [],
        requested_at: requested ? at : null,
        drafted_at: null,
        concluded_at: null,
        ended_at: requested ? null : at,
        updated_at: at,
        pdfs: [],
      };
    }
    const contract = { ...state, updated_at: at };
    switch (event.type) {
      case 'ContractRequested':
        return contract;
      case 'ContractDrafted':
        return { ...contract, status: 'drafting', property: event.data.property, terms: event.data.terms, template: event.data.template, drafted_at: at };
      case 'ContractTermsEdited':
      case 'ContractTermsReset':
        return { ...contract, terms: event.data.terms };
      case 'ContractPropertyEdited':
        return { ...contract, property: event.data.property };
      case 'ContractAgreementsVoided':
        return { ...contract, status: 'drafting', buyer_agreed_at: null, seller_agreed_at: null };
      case 'ContractAgreedByBuyer':
        return { ...contract, status: 'buyer_agreed', buyer_agreed_at: at };
      case 'ContractAgreedBySeller':
        return { ...contract, status: 'both_agreed', seller_agreed_at: at };
      case 'ContractPerformanceConfirmed':
        return { ...contract, status: 'awaiting_payment', management_fee: event.data.management_fee };
      case 'ContractManagementFeePaid':
        return { ...contract, status: 'seller_preparing', payment_method: 'card', paid_at: at };
      case 'ContractBankTransferDeclared':
        return { ...contract, payment_method: 'bank_transfer', transfer_declared_at: at };
      case 'ContractBankTransferConfirmed':
        return { ...contract, status: 'seller_preparing', paid_at: at };
      case 'ContractSellerDocumentConfirmed':
        return { ...contract, documents_confirmed: [...contract.documents_confirmed, event.data.document_id] };
      case 'ContractConcluded':
        return { ...contract, status: 'concluded', concluded_at: at };
      case 'ContractEndedWithoutContract':
      case 'ContractCancelledWithRegistration':
        return { ...contract, status: 'ended_without_contract', ended_at: at };
      case 'ContractPdfCreated': {
        const { pdf_id, kind, sha256, size } = event.data;
        // A copy is not a change of the contract: its last update stays that of the last step.
        return { ...state, pdfs: [...state.pdfs, { pdf_id, kind, sha256, size, created_at: at }] };
      }
      default:
        return assertNever(event);
    }
  },

  decide(command, state) {
    const { deal } = command;
    const base = step(deal, command);
    switch (command.type) {
      case 'RequestContract': {
        requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        if (state.status !== 'none') throw conflict('contract.already_requested', '契約書の作成はすでに依頼されています。');
        return [{ type: 'ContractRequested', data: { ...base, property_id: deal.property_id } }];
      }
      case 'CreateContract': {
        const side = requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        if (state.status === 'none') throw conflict('contract.request_first', '契約書の作成依頼が先に必要です。');
        if (side !== 'seller') throw conflict('contract.seller_step', '契約書を作成するのは売主です。');
        if (state.status !== 'requested') throw conflict('contract.already_drafted', '契約書はすでに作成されています。');
        const terms = templateTerms(command.listing);
        return [{ type: 'ContractDrafted', data: { ...base, property_id: deal.property_id, listing: command.listing.summary, property: templateProperty(command.listing), terms, template: terms } }];
      }
      case 'EditContractTerms': {
        requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        const contract = requireEditable(state);
        const { terms, changed } = editedTerms(contract.terms, command.input);
        if (changed.length === 0) return [];
        return [{ type: 'ContractTermsEdited', data: { ...base, changed_fields: changed, terms } }, ...voiding(contract, command, 'terms_edited')];
      }
      case 'ResetContractTerms': {
        requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        const contract = requireEditable(state);
        if (JSON.stringify(contract.terms) === JSON.stringify(contract.template)) return [];
        return [{ type: 'ContractTermsReset', data: { ...base, terms: contract.template } }, ...voiding(contract, command, 'terms_reset')];
      }
      case 'EditContractProperty': {
        requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        const contract = requireEditable(state);
        const { property, changed } = editedProperty(contract.property, command.input);
        if (changed.length === 0) return [];
        return [{ type: 'ContractPropertyEdited', data: { ...base, changed_fields: changed, property } }, ...voiding(contract, command, 'property_edited')];
      }
      case 'AgreeAsBuyer': {
        const side = requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        const contract = requireDraft(state);
        if (side !== 'buyer') throw conflict('contract.buyer_step', 'この同意は買主が行います。');
        if (contract.buyer_agreed_at) throw conflict('contract.already_agreed', '買主はすでに同意しています。');
        const missing = missingForAgreement(contract.terms, contract.property);
        if (missing.length > 0) throw conflict('contract.incomplete', `契約書に未記入の項目があります（${missing.join('、')}）。`);
        return [{ type: 'ContractAgreedByBuyer', data: base }];
      }
      case 'AgreeAsSeller': {
        const side = requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        const contract = requireDraft(state);
        if (side !== 'seller') throw conflict('contract.seller_step', 'この同意は売主が行います。');
        if (contract.seller_agreed_at) throw conflict('contract.already_agreed', '売主はすでに同意しています。');
        if (!contract.buyer_agreed_at) throw conflict('contract.buyer_agreement_first', '買主の同意が先に必要です。');
        return [{ type: 'ContractAgreedBySeller', data: base }];
      }
      case 'ConfirmPerformance': {
        const side = requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        const contract = requireDraft(state);
        if (side !== 'buyer') throw conflict('contract.buyer_step', MESSAGES.buyerStep);
        if (!reached(contract, 'both_agreed')) throw conflict('contract.agreements_first', '買主と売主の両方の同意が先に必要です。');
        if (reached(contract, 'awaiting_payment')) throw conflict('contract.already_performing', '買主はすでに契約の手続きに進んでいます。');
        return [{ type: 'ContractPerformanceConfirmed', data: { ...base, management_fee: command.management_fee } }];
      }
      case 'PayManagementFee': {
        const side = requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        const contract = requireDraft(state);
        if (side !== 'buyer') throw conflict('contract.buyer_step', MESSAGES.buyerStep);
        requireUnpaid(contract);
        if (contract.transfer_declared_at) {
          throw conflict('contract.transfer_declared', '銀行振込でのお支払いを申し出ています。事務局の入金確認をお待ちください。');
        }
        const { provider, payment_id, amount } = command.payment;
        return [{ type: 'ContractManagementFeePaid', data: { ...base, amount, method: 'card', provider, payment_id } }];
      }
      case 'DeclareBankTransfer': {
        const side = requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        const contract = requireDraft(state);
        if (side !== 'buyer') throw conflict('contract.buyer_step', MESSAGES.buyerStep);
        requireUnpaid(contract);
        if (contract.transfer_declared_at) throw conflict('contract.transfer_declared', '銀行振込はすでに申し出ています。事務局の入金確認をお待ちください。');
        return [{ type: 'ContractBankTransferDeclared', data: { ...base, amount: contract.management_fee ?? 0 } }];
      }
      case 'ConfirmBankTransfer': {
        requireOpen(state, deal);
        const contract = requireDraft(state);
        if (contract.paid_at) throw conflict('contract.already_paid', '管理手数料はお支払い済みです。');
        if (!contract.transfer_declared_at) throw conflict('contract.transfer_not_declared', '買主の銀行振込の申し出が先に必要です。');
        return [{ type: 'ContractBankTransferConfirmed', data: { ...base, amount: contract.management_fee ?? 0 } }];
      }
      case 'ConfirmSellerDocument': {
        const side = requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        if (!isSellerDocumentId(command.document_id)) {
          throw DomainError.invalid('contract.document_unknown', 'documentId', `書類の番号は ${SELLER_DOCUMENTS.map((document) => document.id).join('・')} のいずれかで指定してください。`);
        }
        const contract = requireDraft(state);
        if (side !== 'seller') throw conflict('contract.seller_step', MESSAGES.sellerStep);
        if (!reached(contract, 'seller_preparing')) {
          throw conflict('contract.payment_first', '買主の管理手数料のお支払い（銀行振込の場合は事務局の入金確認）が先に必要です。');
        }
        if (contract.documents_confirmed.includes(command.document_id)) {
          throw conflict('contract.document_already_confirmed', 'この書類はすでに準備済みとして確認されています。');
        }
        const confirmed: ContractEvent = { type: 'ContractSellerDocumentConfirmed', data: { ...base, document_id: command.document_id } };
        const allDone = SELLER_DOCUMENTS.every((document) => document.id === command.document_id || contract.documents_confirmed.includes(document.id));
        return allDone ? [confirmed, { type: 'ContractConcluded', data: base }] : [confirmed];
      }
      case 'EndWithoutContract': {
        requireParty(deal, command.actor_id);
        requireOpen(state, deal);
        return [{ type: 'ContractEndedWithoutContract', data: { ...base, property_id: deal.property_id } }];
      }
      case 'CancelWithRegistrationCase': {
        if (state.status !== 'seller_preparing' && state.status !== 'concluded') {
          throw conflict('contract.not_with_scrivener', '司法書士に依頼された契約ではありません。');
        }
        return [{ type: 'ContractCancelledWithRegistration', data: { ...base, property_id: deal.property_id, reason: command.reason } }];
      }
      case 'RecordContractPdf': {
        // The deal has ended with the conclusion, so the open-deal check does not apply here.
        const side = requireParty(deal, command.actor_id);
        if (state.status !== 'concluded') throw conflict('contract.conclusion_first', '契約の締結（売主の書類の準備がすべて済むこと）が先に必要です。');
        const owner = command.kind === 'buyer_final' ? 'buyer' : 'seller';
        if (side !== owner) throw conflict(`contract.${owner}_step`, owner === 'buyer' ? '買主保管用の契約書は買主が作成します。' : '売主保管用の契約書は売主が作成します。');
        // The content cannot change after conclusion, so the first copy of a kind stays the copy.
        if (state.pdfs.some((pdf) => pdf.kind === command.kind)) return [];
        return [{ type: 'ContractPdfCreated', data: { ...base, ...command.pdf, kind: command.kind } }];
      }
      default:
        return assertNever(command);
    }
  },
};
