import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { ContractPdfView } from './contract-pdf-view';
import { notoSansJpFontFaces } from './noto-sans-jp-font-faces';

/** The .hbs files sit beside this module, in the source tree and in dist (the build copies them). */
export const TEMPLATE_DIR = path.join(__dirname, 'templates');

/**
 * The 不動産売買契約書 template, in two parts: the page (print styles and the bundled font, the
 * same for every contract) and the body (the contract itself). Every value in the body is written
 * with `{{ }}`, which escapes it: a name or a special term holding `<script>` or `{{` comes out as
 * that text. The font rules are the one piece of markup not escaped, and they come from a
 * helper, never from the data.
 */
export class ContractPdfTemplate {
  private readonly handlebars = Handlebars.create();
  private readonly renderBody: Handlebars.TemplateDelegate<ContractPdfView>;
  private pageHtml: string | undefined;

  constructor(private readonly templateDir = TEMPLATE_DIR) {
    this.handlebars.registerHelper('fontFaces', () => new this.handlebars.SafeString(notoSansJpFontFaces()));
    this.handlebars.registerHelper('add', (a: number, b: number) => a + b);
    this.renderBody = this.handlebars.compile<ContractPdfView>(this.read('contract-body.hbs'));
  }

  /** The page every contract is laid out in; built on first use (it carries 2 MB of font). */
  page(): string {
    this.pageHtml ??= this.handlebars.compile(this.read('contract-page.hbs'))({});
    return this.pageHtml;
  }

  body(view: ContractPdfView): string {
    return this.renderBody(view);
  }

  /** The document title, which becomes the PDF's title. */
  title(view: ContractPdfView): string {
    return `${view.title}（${view.copyLabel}）${view.contractId}`;
  }

  private read(file: string): string {
    return readFileSync(path.join(this.templateDir, file), 'utf8');
  }
}
