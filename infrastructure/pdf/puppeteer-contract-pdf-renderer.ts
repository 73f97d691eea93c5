import { createHash } from 'node:crypto';
import type { OnApplicationShutdown } from '@nestjs/common';
import type { ContractPdfContent } from '../../application/contract-pdf/contract-pdf-content';
import { ContractPdfRenderer, type RenderedPdf } from '../../application/ports/contract-pdf-renderer';
import type { Page } from 'puppeteer-core';
import type { ChromiumPagePool } from './chromium-page-pool';
import { ContractPdfTemplate } from './contract-pdf-template';
import { toContractPdfView } from './contract-pdf-view';
import { pinPdfDates } from './pdf-dates';

/** What the function run inside the page touches (the server is compiled without the DOM types). */
interface BrowserGlobals {
  document: { title: string; body: { innerHTML: string } };
}

/** Contract PDFs from the Handlebars template, laid out by Chromium through a pool of pages. */
export class PuppeteerContractPdfRenderer extends ContractPdfRenderer implements OnApplicationShutdown {
  private readonly preparedPages = new WeakSet<Page>();

  constructor(
    private readonly pool: ChromiumPagePool,
    private readonly template = new ContractPdfTemplate(),
  ) {
    super();
  }

  async render(content: ContractPdfContent): Promise<RenderedPdf> {
    const view = toContractPdfView(content);
    const title = this.template.title(view);
    const body = this.template.body(view);
    const printed = await this.pool.use(async (page) => {
      // A page keeps the contract page (styles and fonts) loaded between PDFs and only its body
      // changes: decoding the 2 MB font again for every PDF took most of a render's time.
      if (!this.preparedPages.has(page)) {
        await page.setContent(this.template.page(), { waitUntil: 'load' });
        this.preparedPages.add(page);
      }
      // innerHTML never runs scripts, and the page runs none anyway; the body is escaped markup.
      await page.evaluate(
        (documentTitle, documentBody) => {
          const { document } = globalThis as unknown as BrowserGlobals;
          document.title = documentTitle;
          document.body.innerHTML = documentBody;
        },
        title,
        body,
      );
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
