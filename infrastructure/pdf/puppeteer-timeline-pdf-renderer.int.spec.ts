import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { AuditTimeline } from '../../application/audit/audit-timeline.service';
import { contractPdfContent } from '../testing/contract-pdf-fixtures';
import { ChromiumPagePool } from './chromium-page-pool';
import { PuppeteerContractPdfRenderer } from './puppeteer-contract-pdf-renderer';
import { PuppeteerTimelinePdfRenderer } from './puppeteer-timeline-pdf-renderer';

const run = promisify(execFile);

async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'timeline-pdf-'));
  try {
    const file = path.join(dir, 'timeline.pdf');
    await writeFile(file, bytes);
    return (await run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-'])).stdout.replace(/\s+/g, '');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const TIMELINE: AuditTimeline = {
  kind: 'listing',
  id: 'p-1',
  title: '物件の経過',
  entries: [
    {
      position: 3,
      stream_id: 'property-p-1',
      stream_label: '物件',
      type: 'PropertyEdited',
      label: '物件の情報が編集されました',
      recorded_at: '2026-11-24T09:00:00.000Z',
      recorded_at_jst: '2026/11/24 18:00:00',
      actor: { id: 'a-1', role: 'admin', role_name: '管理者', name: '<b>管理</b> 太郎' },
      on_behalf_of: { id: 'm-1', role: 'member', role_name: '会員', name: 'みどり農園' },
      on_behalf_note: '管理 太郎（管理者）がみどり農園（会員）に代わって操作',
      changes: [{ field: 'fields.name', label: '物件の情報・物件名', before: '古い名前', after: '𠮷田の畑' }],
      changes_text: '物件の情報・物件名: 古い名前 → 𠮷田の畑',
      pdf: null,
    },
  ],
};

describe('Timeline PDFs on the contract PDFs’ Chromium pages', () => {
  const pool = new ChromiumPagePool({ executablePath: '/usr/bin/chromium', size: 1 });
  const contracts = new PuppeteerContractPdfRenderer(pool);
  const timelines = new PuppeteerTimelinePdfRenderer(pool, () => '2026-11-24T09:30:00.000Z');
  afterAll(() => contracts.onApplicationShutdown());

  it('prints the timeline with the bundled font, markup as text, and leaves the next contract whole', async () => {
    // The one page first holds a contract, then the timeline, then a contract again.
    await contracts.render(contractPdfContent());
    const text = await pdfText(await timelines.render(TIMELINE));
    for (const expected of ['物件の経過', '日時', '操作者', '代理', '操作', '変更内容', '2026/11/2418:00:00', '<b>管理</b>太郎（管理者）', 'みどり農園（会員）に代わって操作', '𠮷田の畑', '2026-11-2418:30:00']) {
      expect(text).toContain(expected);
    }
    const contract = await pdfText((await contracts.render(contractPdfContent())).bytes);
    expect(contract).toContain('不動産売買契約書');
    expect(contract).toContain('第1条（売買の目的物及び売買代金）');
    expect(contract).not.toContain('物件の経過');
    // Page numbers come from the contract page's own styles, which a reused timeline page would lack.
    expect(contract).toContain('1/3');
  });
});
