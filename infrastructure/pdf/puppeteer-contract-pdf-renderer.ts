import { createHash } from 'node:crypto';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { ContractPdfContent } from '../../application/contract-pdf/contract-pdf-content';
import { ContractPdfRenderer, type RenderedPdf } from '../../application/ports/contract-pdf-renderer';
import type { ChromiumPagePool } from './chromium-page-pool';
import { ContractPdfTemplate } from './contract-pdf-template';
import { toContractPdfView } from './contract-pdf-view';
import { pinPdfDates } from './pdf-dates';

/** Contract PDFs from the Handlebars template, laid out by Chromium through a pool of pages. */
export class PuppeteerContractPdfRenderer extends ContractPdfRenderer implements OnApplicationShutdown {
  constructor(
    private readonly pool: ChromiumPagePool,
    private readonly template = new ContractPdfTemplate(),
  ) {
    super();
  }

  async render(content: ContractPdfContent): Promise<RenderedPdf> {
    const html = this.template.html(toContractPdfView(content));
    const printed = await this.pool.use(async (page) => {
      await page.setContent(html, { waitUntil: 'load' });
      return page.pdf({
        format: 'A4',
        printBackground: true,
        preferCSSPageSize: true,
        // Page numbers come from the template's @page margin box: Chromium's footer template is a
        // separate document that cannot load the bundled font and falls back to the machine's.
        displayHeaderFooter: false,
        // A tagged PDF names its structure after DOM node ids, which grow with every document a
        // reused page has held: the same contract would hash differently on each render.
        tagged: false,
        // Fonts decode asynchronously even from data URLs: printing before them gives boxes.
        waitForFonts: true,
      });
    });
    // Chromium stamps the moment of printing; the contract's own date makes the bytes repeatable.
    const bytes = pinPdfDates(printed, content.contractDate);
    return { bytes, sha256: createHash('sha256').update(bytes).digest('hex') };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.pool.close();
  }
}
