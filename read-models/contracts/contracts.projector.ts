import { CONTRACT_STATUSES, managementFeeLabel, type ContractStatus } from '../../domain/contracts/contract-status';
import type { ContractProperty } from '../../domain/contracts/contract-terms.rules';
import type { ContractEvent, ContractPdfKind } from '../../domain/contracts/contract.events';
import type { DocumentProjector } from '../shared/projector';

/**
 * One contract, as the member, admin and lawyer contract lists read it. The parties are named by
 * member id: their legal names are personal data, kept beside the log.
 */
export interface ContractDocument {
  id: string;
  thread_id: string;
  property_id: string;
  seller_id: string;
  buyer_id: string;
  status: ContractStatus;
  status_id: number;
  status_name: string;
  did_pay_management_fee: boolean;
  /** お支払済み or 未払い. */
  payment_status: string;
  payment_method: 'card' | 'bank_transfer' | null;
  management_fee: number | null;
  /** 売買代金 as agreed so far; null until drafted. */
  price: number | null;
  property_name: string | null;
  property_zipcode: string | null;
  sale_price: number | null;
  property_tax_price: number | null;
  valuation_price: number | null;
  management_price: number | null;
  property: ContractProperty | null;
  delivery_date: string | null;
  /** The seller's documents confirmed as prepared, by document id. */
  documents_confirmed: number[];
  requested_at: string | null;
  drafted_at: string | null;
  buyer_agreed_at: string | null;
  seller_agreed_at: string | null;
  paid_at: string | null;
  concluded_at: string | null;
  ended_at: string | null;
  updated_at: string;
  /** The final copies made after conclusion. */
  pdfs: Array<{ id: string; kind: ContractPdfKind; sha256: string; created_at: string }>;
}

export const CONTRACTS_COLLECTION = 'contracts';

function withStatus(contract: ContractDocument, status: ContractStatus): ContractDocument {
  return { ...contract, status, status_id: CONTRACT_STATUSES[status].id, status_name: CONTRACT_STATUSES[status].name };
}

function paid(contract: ContractDocument, at: string, method: 'card' | 'bank_transfer'): ContractDocument {
  return { ...withStatus(contract, 'seller_preparing'), did_pay_management_fee: true, payment_status: managementFeeLabel(true), payment_method: method, paid_at: at };
}

function started(event: Extract<ContractEvent, { type: 'ContractRequested' | 'ContractEndedWithoutContract' }>): ContractDocument {
  const { thread_id, property_id, seller_id, buyer_id, at } = event.data;
  const requested = event.type === 'ContractRequested';
  return withStatus(
    {
      id: thread_id,
      thread_id,
      property_id,
      seller_id,
      buyer_id,
      status: 'requested',
      status_id: 0,
      status_name: '',
      did_pay_management_fee: false,
      payment_status: managementFeeLabel(false),
      payment_method: null,
      management_fee: null,
      price: null,
      property_name: null,
      property_zipcode: null,
      sale_price: null,
      property_tax_price: null,
      valuation_price: null,
      management_price: null,
      property: null,
      delivery_date: null,
      documents_confirmed: [],
      requested_at: requested ? at : null,
      drafted_at: null,
      buyer_agreed_at: null,
      seller_agreed_at: null,
      paid_at: null,
      concluded_at: null,
      ended_at: requested ? null : at,
      updated_at: at,
      pdfs: [],
    },
    requested ? 'requested' : 'ended_without_contract',
  );
}

/** Every contract with its status, payment flag, parties, property, price and the time of each step. */
export const contractsProjector: DocumentProjector<ContractDocument, ContractEvent> = {
  name: 'contracts',
  collection: CONTRACTS_COLLECTION,
  version: 2,
  handles: [
    'ContractRequested',
    'ContractDrafted',
    'ContractTermsEdited',
    'ContractTermsReset',
    'ContractPropertyEdited',
    'ContractAgreementsVoided',
    'ContractAgreedByBuyer',
    'ContractAgreedBySeller',
    'ContractPerformanceConfirmed',
    'ContractManagementFeePaid',
    'ContractBankTransferDeclared',
    'ContractBankTransferConfirmed',
    'ContractSellerDocumentConfirmed',
    'ContractConcluded',
    'ContractEndedWithoutContract',
    'ContractCancelledWithRegistration',
    'ContractPdfCreated',
  ],
  columns: { seller_id: 'text', buyer_id: 'text', property_id: 'text', status_id: 'integer', did_pay_management_fee: 'boolean', updated_at: 'timestamptz' },
  documentIds: (event) => [event.data.thread_id],
  evolve(contract, event) {
    if (!contract) return event.type === 'ContractRequested' || event.type === 'ContractEndedWithoutContract' ? started(event) : null;
    const at = event.data.at;
    const next = { ...contract, updated_at: at };
    switch (event.type) {
      case 'ContractRequested':
        return contract;
      case 'ContractDrafted': {
        const { listing, property, terms } = event.data;
        return {
          ...withStatus(next, 'drafting'),
          price: terms.price,
          delivery_date: terms.delivery_date,
          property,
          property_name: listing.name,
          property_zipcode: listing.property_zipcode,
          sale_price: listing.sale_price,
          property_tax_price: listing.property_tax_price,
          valuation_price: listing.valuation_price,
          management_price: listing.management_price,
          drafted_at: at,
        };
      }
      case 'ContractTermsEdited':
      case 'ContractTermsReset':
        return { ...next, price: event.data.terms.price, delivery_date: event.data.terms.delivery_date };
      case 'ContractPropertyEdited':
        return { ...next, property: event.data.property };
      case 'ContractAgreementsVoided':
        return { ...withStatus(next, 'drafting'), buyer_agreed_at: null, seller_agreed_at: null };
      case 'ContractAgreedByBuyer':
        return { ...withStatus(next, 'buyer_agreed'), buyer_agreed_at: at };
      case 'ContractAgreedBySeller':
        return { ...withStatus(next, 'both_agreed'), seller_agreed_at: at };
      case 'ContractPerformanceConfirmed':
        return { ...withStatus(next, 'awaiting_payment'), management_fee: event.data.management_fee };
      case 'ContractManagementFeePaid':
        return paid(next, at, 'card');
      case 'ContractBankTransferDeclared':
        return { ...next, payment_method: 'bank_transfer' };
      case 'ContractBankTransferConfirmed':
        return paid(next, at, 'bank_transfer');
      case 'ContractSellerDocumentConfirmed':
        return next.documents_confirmed.includes(event.data.document_id) ? next : { ...next, documents_confirmed: [...next.documents_confirmed, event.data.document_id] };
      case 'ContractConcluded':
        return { ...withStatus(next, 'concluded'), concluded_at: at };
      case 'ContractEndedWithoutContract':
      case 'ContractCancelledWithRegistration':
        return { ...withStatus(next, 'ended_without_contract'), ended_at: at };
      case 'ContractPdfCreated': {
        const { pdf_id, kind, sha256 } = event.data;
        if (contract.pdfs.some((pdf) => pdf.id === pdf_id)) return contract;
        return { ...contract, pdfs: [...contract.pdfs, { id: pdf_id, kind, sha256, created_at: at }] };
      }
    }
  },
};
