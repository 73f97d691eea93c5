import type { Provider } from '@nestjs/common';
import { PdfShareLinks } from '../../application/contract-pdf/pdf-share-links';
import { ContractPdfRenderer } from '../../application/ports/contract-pdf-renderer';
import { TimelinePdfRenderer } from '../../application/ports/timeline-pdf-renderer';
import { Clock } from '../../application/shared/clock.port';
import { PdfShareLinkSigner } from '../../application/ports/pdf-share-link-signer';
import type { AppConfig } from '../config/app-config';
import { ChromiumPagePool } from './chromium-page-pool';
import { JosePdfShareLinkSigner } from './jose-pdf-share-link-signer';
import { PuppeteerContractPdfRenderer } from './puppeteer-contract-pdf-renderer';
import { PuppeteerTimelinePdfRenderer } from './puppeteer-timeline-pdf-renderer';

/**
 * The contract and timeline PDF renderers behind their ports, sharing one pool of Chromium pages,
 * and share links to PDFs signed with a key derived from the token secret. Chromium starts on the first PDF, not with the app, and closes when the
 * app does (the renderer's shutdown hook).
 */
export function pdfProviders(config: AppConfig, serverSecret: Uint8Array): Provider[] {
  return [
    { provide: ChromiumPagePool, useValue: new ChromiumPagePool({ executablePath: config.chromiumPath, size: config.pdfPoolSize }) },
    { provide: ContractPdfRenderer, useFactory: (pool: ChromiumPagePool) => new PuppeteerContractPdfRenderer(pool), inject: [ChromiumPagePool] },
    { provide: TimelinePdfRenderer, useFactory: (pool: ChromiumPagePool, clock: Clock) => new PuppeteerTimelinePdfRenderer(pool, () => clock.now()), inject: [ChromiumPagePool, Clock] },
    { provide: PdfShareLinkSigner, useValue: new JosePdfShareLinkSigner(serverSecret) },
    PdfShareLinks,
  ];
}
