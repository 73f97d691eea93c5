import type { ContractEvent, ContractPdfKind } from '../../domain/contracts/contract.events';
import type { DocumentProjector } from '../shared/projector';

/**
 * One final copy of a contract, by its own id: what a download or a share link starts from, to
 * find the contract and its parties. Whether the bytes are the ones made is checked against the
 * contract's events, not against this document.
 */
export interface ContractPdfDocument {
  id: string;
  thread_id: string;
  kind: ContractPdfKind;
  seller_id: string;
  buyer_id: string;
  sha256: string;
  size: number;
  created_by: string;
  created_at: string;
}

export const CONTRACT_PDFS_COLLECTION = 'contract_pdfs';

export const contractPdfsProjector: DocumentProjector<ContractPdfDocument, ContractEvent> = {
  name: 'contract_pdfs',
  collection: CONTRACT_PDFS_COLLECTION,
  version: 1,
  handles: ['ContractPdfCreated'],
  columns: { thread_id: 'text' },
  documentIds: (event) => (event.type === 'ContractPdfCreated' ? [event.data.pdf_id] : []),
  evolve(document, event) {
    if (event.type !== 'ContractPdfCreated') return document;
    const { pdf_id, thread_id, kind, seller_id, buyer_id, sha256, size, by, at } = event.data;
    return { id: pdf_id, thread_id, kind, seller_id, buyer_id, sha256, size, created_by: by, created_at: at };
  },
};
