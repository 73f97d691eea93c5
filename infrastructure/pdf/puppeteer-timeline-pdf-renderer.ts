import Handlebars from 'handlebars';
import type { AuditTimeline } from '../../application/audit/audit-timeline.service';
import { TimelinePdfRenderer } from '../../application/ports/timeline-pdf-renderer';
import type { ChromiumPagePool } from './chromium-page-pool';
import { notoSansJpFontFaces } from './noto-sans-jp-font-faces';

// Every value goes through `{{ }}`, which escapes it: a nickname holding markup prints as text.
const TEMPLATE = `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><title>{{title}}</title>
<style>
{{fontFaces}}
@page { size: A4 landscape; margin: 12mm; }
body { font-family: 'Noto Sans JP', sans-serif; font-size: 9pt; color: #222; }
h1 { font-size: 14pt; margin: 0 0 4mm; }
p.meta { margin: 0 0 4mm; color: #555; }
table { width: 100%; border-collapse: collapse; table-layout: fixed; }
th, td { border: 0.3mm solid #999; padding: 1.5mm; vertical-align: top; word-break: break-all; }
th { background: #eee; text-align: left; }
col.at { width: 16%; } col.who { width: 16%; } col.behalf { width: 16%; } col.what { width: 20%; }
</style></head>
<body>
<h1>{{title}}</h1>
<p class="meta">対象: {{id}} ／ 出力: {{printedAt}}（日本時間） ／ {{count}}件</p>
<table>
<colgroup><col class="at"><col class="who"><col class="behalf"><col class="what"><col></colgroup>
<thead><tr><th>日時</th><th>操作者</th><th>代理</th><th>操作</th><th>変更内容</th></tr></thead>
<tbody>
{{#each rows}}<tr><td>{{at}}</td><td>{{who}}</td><td>{{behalf}}</td><td>{{what}}</td><td>{{#each changes}}<div>{{this}}</div>{{/each}}</td></tr>
{{/each}}
</tbody></table>
</body></html>`;

interface TimelinePdfView {
  title: string;
  id: string;
  printedAt: string;
  count: number;
  rows: Array<{ at: string; who: string; behalf: string; what: string; changes: string[] }>;
}

/** Timelines laid out by the same Chromium pages as the contracts, with the same bundled font. */
export class PuppeteerTimelinePdfRenderer extends TimelinePdfRenderer {
  private readonly handlebars = Handlebars.create();
  private readonly template: Handlebars.TemplateDelegate<TimelinePdfView>;

  constructor(
    private readonly pool: ChromiumPagePool,
    private readonly now: () => string,
  ) {
    super();
    this.handlebars.registerHelper('fontFaces', () => new this.handlebars.SafeString(notoSansJpFontFaces()));
    this.template = this.handlebars.compile<TimelinePdfView>(TEMPLATE);
  }

  async render(timeline: AuditTimeline): Promise<Uint8Array> {
    const html = this.template({
      title: timeline.title,
      id: timeline.id,
      printedAt: jst(this.now()),
      count: timeline.entries.length,
      rows: timeline.entries.map((entry) => ({
        at: entry.recorded_at_jst,
        who: entry.actor.name ? `${entry.actor.name}（${entry.actor.role_name}）` : entry.actor.role_name,
        behalf: entry.on_behalf_note ?? '',
        what: entry.label,
        changes: entry.changes_text ? entry.changes_text.split(' / ') : [],
      })),
    });
    // The page's document is replaced whole, so it goes back to no renderer that keeps one loaded.
    return this.pool.use(
      async (page) => {
        await page.setContent(html, { waitUntil: 'load' });
        return page.pdf({ format: 'A4', landscape: true, printBackground: true, preferCSSPageSize: true, displayHeaderFooter: false, waitForFonts: true });
      },
      { once: true },
    );
  }
}

function jst(iso: string): string {
  return new Date(Date.parse(iso) + 9 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}
