import { readFileSync } from 'node:fs';
import path from 'node:path';
import Handlebars from 'handlebars';
import type { ContractPdfView } from './contract-pdf-view';
import { notoSansJpFontFaces } from './noto-sans-jp-font-faces';

/** The .hbs files sit beside this module, in the source tree and in dist (the build copies them). */
export const TEMPLATE_DIR = path.join(__dirname, 'templates');

/**
 * The 不動産売買契約書 template. Every value is written with `{{ }}`, which escapes it: a name or a
 * special term holding `<script>` or `{{` comes out as that text. The font rules are the one
 * piece of markup the template does not escape, and they come from a helper, never from the data.
 */
export class ContractPdfTemplate {
  private readonly render: Handlebars.TemplateDelegate<ContractPdfView>;

  constructor(templateDir = TEMPLATE_DIR) {
    const handlebars = Handlebars.create();
    handlebars.registerHelper('fontFaces', () => new handlebars.SafeString(notoSansJpFontFaces()));
    handlebars.registerHelper('add', (a: number, b: number) => a + b);
    this.render = handlebars.compile<ContractPdfView>(readFileSync(path.join(templateDir, 'contract.hbs'), 'utf8'));
  }

  html(view: ContractPdfView): string {
    return this.render(view);
  }
}
