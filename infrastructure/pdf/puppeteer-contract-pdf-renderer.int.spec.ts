import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { HTTPRequest, Page } from 'puppeteer-core';
import { contractPdfContent } from '../testing/contract-pdf-fixtures';
import { ChromiumPagePool } from './chromium-page-pool';
import { PuppeteerContractPdfRenderer } from './puppeteer-contract-pdf-renderer';

const CHROMIUM = '/usr/bin/chromium';
const run = promisify(execFile);

/** The PDF's text in the order it was drawn, without the line breaks and spaces layout puts in. */
async function pdfText(bytes: Uint8Array): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'contract-pdf-'));
  try {
    const file = path.join(dir, 'contract.pdf');
    await writeFile(file, bytes);
    const { stdout } = await run('pdftotext', ['-raw', '-enc', 'UTF-8', file, '-']);
    return squeeze(stdout);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const squeeze = (text: string) => text.replace(/\s+/g, '');

/** Counts the pages a renderer holds at once and which pages it used. */
class ObservedPool extends ChromiumPagePool {
  active = 0;
  mostAtOnce = 0;
  readonly pagesUsed = new Set<Page>();

  override use<T>(task: (page: Page) => Promise<T>): Promise<T> {
    return super.use(async (page) => {
      this.active += 1;
      this.mostAtOnce = Math.max(this.mostAtOnce, this.active);
      this.pagesUsed.add(page);
      try {
        return await task(page);
      } finally {
        this.active -= 1;
      }
    });
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not reached in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('Contract PDFs rendered by Chromium', () => {
  let pool: ObservedPool;
  let renderer: PuppeteerContractPdfRenderer;

  beforeAll(() => {
    pool = new ObservedPool({ executablePath: CHROMIUM, size: 2 });
    renderer = new PuppeteerContractPdfRenderer(pool);
  });

  afterAll(async () => {
    await renderer.onApplicationShutdown();
  });

  it('shows both parties, the address, the price and the prorated tax, and hashes the bytes it returns', async () => {
    const pdf = await renderer.render(contractPdfContent());

    expect(Buffer.from(pdf.bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pdf.sha256).toBe(createHash('sha256').update(pdf.bytes).digest('hex'));
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      '不動産売買契約書',
      '買主保管用',
      '髙橋一郎',
      '𠮷田花子',
      '東京都世田谷区北沢二丁目10番15号サンハイツ305',
      '長野県松本市大字里山辺字薄川',
      '12,800,000円',
      '84,300円',
      '3,233円',
      '81,067円',
      '第1条（売買の目的物及び売買代金）',
      '第12条（特約事項）',
      '2026年11月20日12:40（日本時間）',
      '1/3',
    ]) {
      expect(text).toContain(squeeze(expected));
    }
  });

  it('prints HTML and template markup in what the parties typed as the text they typed', async () => {
    const pdf = await renderer.render(
      contractPdfContent({
        seller: { legalName: '<b>髙橋</b> 一郎', address: '<img src="https://example.com/x.png">松本市' },
        specialTerms: ['<script>document.write("書き換え")</script>', '{{seller.legalName}} と {{{buyer.address}}}'],
      }),
    );
    const text = await pdfText(pdf.bytes);
    expect(text).toContain(squeeze('<b>髙橋</b>一郎'));
    expect(text).toContain(squeeze('<img src="https://example.com/x.png">松本市'));
    expect(text).toContain(squeeze('<script>document.write("書き換え")</script>'));
    expect(text).toContain(squeeze('{{seller.legalName}} と {{{buyer.address}}}'));
  });

  it('gives the same bytes for the same contract on every render, pages reused or not', async () => {
    const first = await renderer.render(contractPdfContent({ kind: 'seller_final' }));
    const second = await renderer.render(contractPdfContent({ kind: 'seller_final' }));
    expect(second.sha256).toBe(first.sha256);
    expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    // The creation date is the contract's day, not the moment of printing.
    expect(Buffer.from(first.bytes).toString('latin1')).toContain("/CreationDate (D:20261120000000+09'00')");
  });

  it('renders four at once through two pages', async () => {
    await renderer.render(contractPdfContent()); // Chromium started, so only the four renders are counted.
    pool.mostAtOnce = 0;
    pool.pagesUsed.clear();

    // How long the event loop stalls meanwhile is a figure in the pdf bench, not a timed test.
    const names = ['髙橋', '𠮷田', '齋藤', '渡邉'];
    const pdfs = await Promise.all(names.map((name) => renderer.render(contractPdfContent({ buyer: { legalName: `${name} 太郎`, address: '長野県松本市' } }))));

    for (const [index, pdf] of pdfs.entries()) {
      expect(await pdfText(pdf.bytes)).toContain(`${names[index]}太郎`);
    }
    expect(pool.mostAtOnce).toBe(2);
    expect(pool.pagesUsed.size).toBe(2);
  });

  it('fetches nothing a document names: every request but the inline content is blocked', async () => {
    let hits = 0;
    const server = http.createServer((_request, response) => {
      hits += 1;
      response.end('body { color: red }');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // A fresh page: one that held a contract keeps that page's content security policy, which
    // would stop these requests before the pool's own rule is reached.
    const fresh = new ChromiumPagePool({ executablePath: CHROMIUM, size: 1 });
    try {
      const failures = await fresh.use(async (page) => {
        const failed: string[] = [];
        const onFailed = (request: HTTPRequest) => failed.push(`${new URL(request.url()).pathname} ${request.failure()?.errorText}`);
        page.on('requestfailed', onFailed);
        try {
          await page.setContent(`<link rel="stylesheet" href="${url}/style.css"><img src="${url}/photo.png"><iframe src="${url}/frame"></iframe><p>x</p>`, { waitUntil: 'load' });
          await page.pdf();
          return failed;
        } finally {
          page.off('requestfailed', onFailed);
        }
      });
      expect(hits).toBe(0);
      // Stopped by the page's own rule, before the browser's name resolution (which would stop them too).
      expect(failures.map((failure) => failure.split(' ')[0]).sort()).toEqual(['/frame', '/photo.png', '/style.css']);
      for (const failure of failures) expect(failure).toContain('net::ERR_BLOCKED_BY_CLIENT');
    } finally {
      await fresh.close();
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('starts a new browser after the one it had crashed', async () => {
    await renderer.render(contractPdfContent());
    const crashed = await pool.browserProcessId();
    expect(crashed).toBeDefined();
    process.kill(crashed!, 'SIGKILL');
    await until(() => !isRunning(crashed!));

    const pdf = await renderer.render(contractPdfContent());
    expect(await pdfText(pdf.bytes)).toContain('𠮷田花子');
    const restarted = await pool.browserProcessId();
    expect(restarted).toBeDefined();
    expect(restarted).not.toBe(crashed);
  });
});

describe('The Chromium page pool', () => {
  it('refuses a task that waited longer than the queue allows', async () => {
    const pool = new ChromiumPagePool({ executablePath: CHROMIUM, size: 1, queueTimeoutMs: 200 });
    try {
      const slow = pool.use(() => new Promise((resolve) => setTimeout(resolve, 1500)));
      await expect(pool.use(async () => 'never')).rejects.toThrow('no PDF renderer became free within 200 ms');
      await slow;
      await expect(pool.use(async () => 'free again')).resolves.toBe('free again');
    } finally {
      await pool.close();
    }
  });

  it('closes its browser on shutdown and takes no task after it', async () => {
    const pool = new ChromiumPagePool({ executablePath: CHROMIUM, size: 1 });
    await pool.use(async (page) => page.pdf());
    const pid = await pool.browserProcessId();
    expect(pid).toBeDefined();
    await pool.close();
    await until(() => !isRunning(pid!));
    await expect(pool.use(async () => 'late')).rejects.toThrow('the PDF renderer has been shut down');
  });

  it('says how to install Chromium when there is none', async () => {
    const renderer = new PuppeteerContractPdfRenderer(new ChromiumPagePool({ executablePath: undefined, size: 1 }));
    await expect(renderer.render(contractPdfContent())).rejects.toThrow('no Chromium found; install it (apt-get install chromium) or set CHROMIUM_PATH');
  });
});
