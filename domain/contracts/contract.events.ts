import type { ContractListingSummary, ContractProperty, ContractTerms } from './contract-terms.rules';
import type { SellerDocumentId } from './seller-documents';

/**
 * Every contract event names the deal (`thread_id`, which is also the contract's id) and both
 * parties, so the lists and to-dos of each party follow from the event alone; `by` is who took
 * the step (a member id, or an admin's for a confirmed transfer) and `at` when.
 */
interface ContractStep {
  thread_id: string;
  seller_id: string;
  buyer_id: string;
  by: string;
  at: string;
}

/** Why both agreements fell away. */
export type VoidingChange = 'terms_edited' | 'terms_reset' | 'property_edited';

/** The two final copies of a contract: 買主保管用 and 売主保管用. */
export type ContractPdfKind = 'buyer_final' | 'seller_final';

export type ContractEvent =
  | { type: 'ContractRequested'; data: ContractStep & { property_id: string } }
  | {
      type: 'ContractDrafted';
      data: ContractStep & {
        property_id: string;
        listing: ContractListingSummary;
        property: ContractProperty;
        terms: ContractTerms;
        /** The neutral template the terms start from, and return to on a reset. */
        template: ContractTerms;
      };
    }
  | { type: 'ContractTermsEdited'; data: ContractStep & { changed_fields: Array<keyof ContractTerms>; terms: ContractTerms } }
  | { type: 'ContractTermsReset'; data: ContractStep & { terms: ContractTerms } }
  | { type: 'ContractPropertyEdited'; data: ContractStep & { changed_fields: Array<keyof ContractProperty>; property: ContractProperty } }
  /** A change after an agreement: every agreement given so far no longer holds. */
  | { type: 'ContractAgreementsVoided'; data: ContractStep & { reason: VoidingChange; voided: Array<'buyer' | 'seller'> } }
  | { type: 'ContractAgreedByBuyer'; data: ContractStep }
  | { type: 'ContractAgreedBySeller'; data: ContractStep }
  /** The buyer goes ahead with the agreed contract: the management fee is due next. */
  | { type: 'ContractPerformanceConfirmed'; data: ContractStep & { management_fee: number } }
  | { type: 'ContractManagementFeePaid'; data: ContractStep & { amount: number; method: 'card'; provider: string; payment_id: string } }
  | { type: 'ContractBankTransferDeclared'; data: ContractStep & { amount: number } }
  | { type: 'ContractBankTransferConfirmed'; data: ContractStep & { amount: number } }
  | { type: 'ContractSellerDocumentConfirmed'; data: ContractStep & { document_id: SellerDocumentId } }
  /** Every seller document is prepared: the contract is made, and the deal ends. */
  | { type: 'ContractConcluded'; data: ContractStep }
  /** The parties end the deal without the product's contract. */
  | { type: 'ContractEndedWithoutContract'; data: ContractStep & { property_id: string } }
  /** The scrivener cancelled the registration case, and the contract with it (`by` is the scrivener). */
  | { type: 'ContractCancelledWithRegistration'; data: ContractStep & { property_id: string; reason: string } }
  /**
   * A final copy of the concluded contract was made: its bytes are kept in the file store, and the
   * SHA-256 here (lowercase hex) proves a downloaded copy is the one made.
   */
  | { type: 'ContractPdfCreated'; data: ContractStep & { pdf_id: string; kind: ContractPdfKind; sha256: string; size: number } };

export type ContractEventType = ContractEvent['type'];

export const contractStreamId = (threadId: string): string => `contract-${threadId}`;
