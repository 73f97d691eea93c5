import type { Provider } from '@nestjs/common';
import { PdfShareLinks } from '../../application/contract-pdf/pdf-share-links';
import { ContractPdfRenderer } from '../../application/ports/contract-pdf-renderer';
import { PdfShareLinkSigner } from '../../application/ports/pdf-share-link-signer';
import type { AppConfig } from '../config/app-config';
import { ChromiumPagePool } from './chromium-page-pool';
import { JosePdfShareLinkSigner } from './jose-pdf-share-link-signer';
import { PuppeteerContractPdfRenderer } from './puppeteer-contract-pdf-renderer';

/**
 * The contract PDF renderer behind its port, and share links to PDFs signed with a key derived
 * from the token secret. Chromium starts on the first PDF, not with the app, and closes when the
 * app does (the renderer's shutdown hook).
 */
export function pdfProviders(config: AppConfig, serverSecret: Uint8Array): Provider[] {
  return [
    {
      provide: ContractPdfRenderer,
      useFactory: () => new PuppeteerContractPdfRenderer(new ChromiumPagePool({ executablePath: config.chromiumPath, size: config.pdfPoolSize })),
    },
    { provide: PdfShareLinkSigner, useValue: new JosePdfShareLinkSigner(serverSecret) },
    PdfShareLinks,
  ];
}
