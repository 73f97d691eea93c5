import type { ContractPdfContent } from '../contract-pdf/contract-pdf-content';

export interface RenderedPdf {
  bytes: Uint8Array;
  /** SHA-256 of `bytes`, lowercase hex: recorded in the event that produced the PDF. */
  sha256: string;
}

/** Lays a contract out as a PDF (不動産売買契約書). */
export abstract class ContractPdfRenderer {
  abstract render(content: ContractPdfContent): Promise<RenderedPdf>;
}
