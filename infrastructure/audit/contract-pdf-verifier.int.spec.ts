import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventToAppend } from '../../application/shared/event-store.port';
import { CONTRACT_PDF_AREA } from '../../application/contracts/contract-pdfs.service';
import { LocalFileStore } from '../accounts/local-file-store';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { AUDITED_CONTRACT_PDF_AREA, verifyContractPdfs } from './contract-pdf-verifier';

const metadata = { actor: { id: 'u-1', role: 'member' as const }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 };

function pdfCreated(threadId: string, pdfId: string, bytes: Buffer, kind: 'buyer_final' | 'seller_final'): EventToAppend {
  return {
    event: {
      type: 'ContractPdfCreated',
      data: {
        thread_id: threadId,
        seller_id: 's-1',
        buyer_id: 'b-1',
        by: 'b-1',
        at: '2026-11-24T10:00:00.000Z',
        pdf_id: pdfId,
        kind,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        size: bytes.length,
      },
    },
    eventId: randomUUID(),
    metadata,
  };
}

describe.each(storeKinds())('Contract PDFs checked against their events on the %s store', (kind) => {
  let test: TestDatabase;
  let store: PostgresEventStore;
  let root: string;
  let files: LocalFileStore;
  const pdfs = [randomUUID(), randomUUID(), randomUUID()];
  const positions: number[] = [];

  beforeEach(async () => {
    test = await createTestDatabase(kind);
    store = new PostgresEventStore(test.db);
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-verify-'));
    files = new LocalFileStore(root);
    positions.length = 0;
    await store.appendToStream('other', [{ event: { type: 'Counted', data: { amount: 1 } }, eventId: randomUUID(), metadata }], 'no_stream');
    for (const [index, pdfId] of pdfs.entries()) {
      const bytes = Buffer.from(`%PDF-1.7 contract ${index} ${pdfId}`);
      await files.put(CONTRACT_PDF_AREA, pdfId, bytes);
      const written = await store.appendToStream(`contract-t${index}`, [pdfCreated(`t${index}`, pdfId, bytes, 'buyer_final')], 'no_stream');
      positions.push(written.lastPosition);
    }
  });
  afterEach(async () => {
    await test.dispose();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('looks for the PDFs where the contracts keep them', () => {
    expect(AUDITED_CONTRACT_PDF_AREA).toBe(CONTRACT_PDF_AREA);
  });

  it('finds every stored PDF as its event recorded it', async () => {
    expect(await verifyContractPdfs(test.db, test.db.schema, files)).toEqual({ checked: 3, problems: [] });
  });

  it('names a PDF whose file was altered, and one whose file is gone, with their events', async () => {
    const altered = path.join(root, CONTRACT_PDF_AREA, pdfs[1]);
    fs.writeFileSync(altered, Buffer.concat([fs.readFileSync(altered), Buffer.from(' amended')]));
    fs.rmSync(path.join(root, CONTRACT_PDF_AREA, pdfs[2]));
    const report = await verifyContractPdfs(test.db, test.db.schema, files);
    expect(report.checked).toBe(3);
    expect(report.problems.map((p) => [p.kind, p.pdfId, p.position, p.streamId])).toEqual([
      ['changed', pdfs[1], positions[1], 'contract-t1'],
      ['missing', pdfs[2], positions[2], 'contract-t2'],
    ]);
    expect(report.problems[0].detail).toContain('its event recorded');
  });
});
