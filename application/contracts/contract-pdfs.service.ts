import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { contractDecider, type ActiveContract, type ContractPdfRecord } from '../../domain/contracts/contract.decider';
import { contractStreamId, type ContractPdfKind } from '../../domain/contracts/contract.events';
import { DEAL_STATUSES } from '../../domain/deals/deal-thread-status';
import { dealThreadDecider } from '../../domain/deals/deal-thread.decider';
import { dealThreadStreamId } from '../../domain/deals/deal-thread.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { ContractPdfDocument } from '../../read-models/contracts/contract-pdfs.projector';
import type { Principal } from '../accounts/account-role';
import { PdfShareLinks } from '../contract-pdf/pdf-share-links';
import { assertMayWriteDeal, dealNotFound } from '../deals/deal-access.policy';
import { ContractPdfRenderer } from '../ports/contract-pdf-renderer';
import { Clock } from '../shared/clock.port';
import { metadataFor, type CommandContext } from '../shared/command-context';
import { loadState } from '../shared/decider-command.handler';
import { EventStore, StreamVersionConflict } from '../shared/event-store.port';
import { FileStore } from '../shared/file-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { KeyedQueue } from '../shared/keyed-queue';
import { ReadStore } from '../shared/read-store.port';
import { UnitOfWork } from '../shared/unit-of-work.port';
import { assertMayReadContractPdf } from './contract-pdf-access.policy';
import { contractPdfContent } from './contract-pdf-content.mapper';
import { ContractsService } from './contracts.service';

/** Where the PDFs' bytes are kept in the file store (outside any served folder). */
export const CONTRACT_PDF_AREA = 'contract-pdfs';

/** The collection of the contract_pdfs read model (`read-models/contracts/contract-pdfs.projector.ts`). */
const CONTRACT_PDFS_COLLECTION = 'contract_pdfs';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const FILE_NAMES: Record<ContractPdfKind, string> = {
  buyer_final: '不動産売買契約書（買主保管用）.pdf',
  seller_final: '不動産売買契約書（売主保管用）.pdf',
};

export interface ContractPdfAnswer {
  id: string;
  thread_id: string;
  kind: ContractPdfKind;
  sha256: string;
  size: number;
  created_at: string;
  /** Where the read models have to be for the answer to be seen in them. */
  position: number;
}

export interface ContractPdfFile {
  bytes: Buffer;
  file_name: string;
  sha256: string;
}

export interface ContractPdfShare {
  url: string;
  expires_at: string;
}

/**
 * The final copies of a concluded contract: made once per party from the contract as concluded,
 * kept in the file store with their hash in the contract's events, and handed out only after the
 * bytes are checked against that hash.
 */
@Injectable()
export class ContractPdfsService {
  private readonly logger = new Logger('ContractPdfs');
  private readonly queue = new KeyedQueue();

  constructor(
    private readonly contracts: ContractsService,
    private readonly renderer: ContractPdfRenderer,
    private readonly files: FileStore,
    private readonly eventStore: EventStore,
    private readonly unitOfWork: UnitOfWork,
    private readonly readStore: ReadStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
    private readonly shareLinks: PdfShareLinks,
  ) {}

  /**
   * The party's copy, made on the first call and the same copy on every later one. Requests for
   * one contract queue here, so two clicks render once; the render itself runs in the Chromium
   * pool, off the event loop.
   */
  async create(principal: Principal, threadId: string, kind: ContractPdfKind, context: CommandContext): Promise<ContractPdfAnswer> {
    if (!UUID.test(threadId)) throw dealNotFound();
    const { state: deal } = await loadState(this.eventStore, dealThreadDecider, dealThreadStreamId(threadId));
    if (deal.status === 'none') throw dealNotFound();
    assertMayWriteDeal(principal, deal);
    const contractDeal = { thread_id: threadId, property_id: deal.property_id, seller_id: deal.seller_id, buyer_id: deal.buyer_id, ongoing: !DEAL_STATUSES[deal.status].ended };
    const streamId = contractStreamId(threadId);
    return this.queue.run(streamId, async () => {
      const existing = await this.existing(threadId, kind);
      if (existing) return existing;
      const { state, version } = await loadState(this.eventStore, contractDecider, streamId);
      const step = { type: 'RecordContractPdf', kind, deal: contractDeal, actor_id: principal.subjectId, now: this.clock.now() } as const;
      // Checked before rendering, so an early or wrong request costs no render.
      contractDecider.decide({ ...step, pdf: { pdf_id: 'check', sha256: 'check', size: 0 } }, state);
      const rendered = await this.renderer.render(contractPdfContent(await this.contracts.content(principal, threadId), kind));
      const pdf = { pdf_id: this.ids.uuid(), sha256: rendered.sha256, size: rendered.bytes.byteLength };
      const events = contractDecider.decide({ ...step, pdf }, state);
      await this.files.put(CONTRACT_PDF_AREA, pdf.pdf_id, Buffer.from(rendered.bytes));
      try {
        const written = await this.unitOfWork.run(() =>
          this.eventStore.appendToStream(
            streamId,
            events.map((event) => ({ event, eventId: this.ids.uuid(), metadata: metadataFor(context) })),
            version,
          ),
        );
        return { id: pdf.pdf_id, thread_id: threadId, kind, sha256: pdf.sha256, size: pdf.size, created_at: step.now, position: written.lastPosition };
      } catch (error) {
        await this.files.remove(CONTRACT_PDF_AREA, pdf.pdf_id).catch(() => undefined);
        // Another process recorded a copy first: that one is the copy.
        if (error instanceof StreamVersionConflict) {
          const other = await this.existing(threadId, kind);
          if (other) return other;
        }
        throw error;
      }
    });
  }

  /** The PDF's bytes for a party or an admin. */
  async download(principal: Principal, pdfId: string): Promise<ContractPdfFile> {
    const document = await this.document(pdfId);
    assertMayReadContractPdf(principal, document);
    return this.verifiedFile(document);
  }

  /** An expiring link to the PDF that anyone holding it may open. */
  async share(principal: Principal, pdfId: string, publicUrl: string): Promise<ContractPdfShare> {
    const document = await this.document(pdfId);
    assertMayReadContractPdf(principal, document);
    const link = await this.shareLinks.create(document.id);
    return { url: `${publicUrl}${link.path}`, expires_at: link.expiresAt };
  }

  /** The PDF a share link names, to whoever holds a valid link. */
  async openShared(token: string): Promise<ContractPdfFile> {
    const pdfId = await this.shareLinks.open(token);
    return this.verifiedFile(await this.document(pdfId));
  }

  private async existing(threadId: string, kind: ContractPdfKind): Promise<ContractPdfAnswer | null> {
    const { state } = await loadState(this.eventStore, contractDecider, contractStreamId(threadId));
    const record = state.status === 'none' ? undefined : state.pdfs.find((pdf) => pdf.kind === kind);
    return record ? answerOf(threadId, record) : null;
  }

  private async document(pdfId: string): Promise<ContractPdfDocument> {
    const document = UUID.test(pdfId) ? await this.readStore.get<ContractPdfDocument>(CONTRACT_PDFS_COLLECTION, pdfId.toLowerCase()) : null;
    if (!document) throw DomainError.notFound('contract_pdf.not_found', '契約書のPDFが見つかりません。');
    return document;
  }

  /**
   * The stored bytes, only if their hash is the one the contract's event recorded: a copy that
   * changed on disk is never handed out, and the mismatch is logged for someone to look into.
   */
  private async verifiedFile(document: ContractPdfDocument): Promise<ContractPdfFile> {
    const { state } = await loadState(this.eventStore, contractDecider, contractStreamId(document.thread_id));
    const record = (state as ActiveContract).pdfs?.find((pdf) => pdf.pdf_id === document.id);
    const bytes = await this.files.get(CONTRACT_PDF_AREA, document.id);
    if (!record || !bytes) {
      this.logger.error(`contract PDF ${document.id} of contract ${document.thread_id}: ${record ? 'the stored file is missing' : 'no event records it'}`);
      throw new Error(`contract PDF ${document.id} cannot be served`);
    }
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    if (sha256 !== record.sha256) {
      this.logger.error(`CONTRACT PDF INTEGRITY FAILURE: ${document.id} of contract ${document.thread_id} hashes to ${sha256}, its event recorded ${record.sha256}; not served`);
      throw new Error(`contract PDF ${document.id} does not match its recorded hash`);
    }
    return { bytes, file_name: FILE_NAMES[record.kind], sha256 };
  }
}

function answerOf(threadId: string, record: ContractPdfRecord): ContractPdfAnswer {
  return { id: record.pdf_id, thread_id: threadId, kind: record.kind, sha256: record.sha256, size: record.size, created_at: record.created_at, position: 0 };
}
