import { createHash } from 'node:crypto';
import type { ContractEvent } from '../../domain/contracts/contract.events';
import type { FileStore } from '../../application/shared/file-store.port';
import { ident, type Queryable } from '../database/database';

type PdfCreated = Extract<ContractEvent, { type: 'ContractPdfCreated' }>['data'];

export interface ContractPdfProblem {
  /** The position of the ContractPdfCreated event that recorded the file's hash. */
  position: number;
  pdfId: string;
  streamId: string;
  kind: 'changed' | 'missing';
  detail: string;
}

export interface ContractPdfReport {
  /** PDFs whose event was found in the log. */
  checked: number;
  problems: ContractPdfProblem[];
}

/**
 * The file store area of contract PDFs, `CONTRACT_PDF_AREA` of the contract PDFs service: named
 * here so that the audit commands do not load the contracts application (a test keeps the two equal).
 */
export const AUDITED_CONTRACT_PDF_AREA = 'contract-pdfs';

const PAGE_SIZE = 500;

/**
 * Hashes every contract PDF kept in the file store and compares it with the SHA-256 that its
 * ContractPdfCreated event recorded: a file changed, replaced or removed after it was made shows.
 * The events themselves are proven by the hash chain, so a hash cannot be changed to fit a file.
 */
export async function verifyContractPdfs(db: Queryable, schema: string, files: FileStore): Promise<ContractPdfReport> {
  const report: ContractPdfReport = { checked: 0, problems: [] };
  let after = 0;
  for (;;) {
    const { rows } = await db.query<{ global_position: number; stream_id: string; data: PdfCreated }>(
      `SELECT global_position, stream_id, data FROM ${ident(schema)}.events
       WHERE type = 'ContractPdfCreated' AND global_position > $1 ORDER BY global_position LIMIT $2`,
      [after, PAGE_SIZE],
    );
    for (const row of rows) {
      report.checked++;
      const { pdf_id: pdfId, sha256: recorded } = row.data;
      const where = { position: row.global_position, pdfId, streamId: row.stream_id };
      const bytes = await files.get(AUDITED_CONTRACT_PDF_AREA, pdfId);
      if (!bytes) {
        report.problems.push({ ...where, kind: 'missing', detail: `the file of contract PDF ${pdfId} (${row.stream_id}, event at position ${row.global_position}) is missing` });
        continue;
      }
      const actual = createHash('sha256').update(bytes).digest('hex');
      if (actual !== recorded) {
        report.problems.push({
          ...where,
          kind: 'changed',
          detail: `contract PDF ${pdfId} (${row.stream_id}, event at position ${row.global_position}) hashes to ${actual}, its event recorded ${recorded}`,
        });
      }
    }
    if (rows.length < PAGE_SIZE) return report;
    after = rows[rows.length - 1].global_position;
  }
}
