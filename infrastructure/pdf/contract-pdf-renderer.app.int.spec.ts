import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { PdfShareLinks } from '../../application/contract-pdf/pdf-share-links';
import { ContractPdfRenderer } from '../../application/ports/contract-pdf-renderer';
import { contractPdfContent } from '../testing/contract-pdf-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';

const run = promisify(execFile);

/** Chromium processes this test process started (the browser puppeteer launches is its child). */
async function childChromiums(): Promise<number[]> {
  const { stdout } = await run('ps', ['-o', 'pid=,comm=', '--ppid', String(process.pid)]).catch(() => ({ stdout: '' }));
  return stdout
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(([, command]) => command?.startsWith('chromium'))
    .map(([pid]) => Number(pid));
}

describe('Contract PDFs in the running app', () => {
  let app: TestApp | undefined;

  afterEach(async () => {
    await app?.dispose();
    app = undefined;
  });

  it('keeps answering API calls while PDFs render, and closes Chromium when the app closes', async () => {
    app = await createTestApp('embedded', [], { CHROMIUM_PATH: '/usr/bin/chromium', PDF_POOL_SIZE: '2' });
    await app.app.listen(0, '127.0.0.1');
    const base = await app.app.getUrl();
    const renderer = app.app.get(ContractPdfRenderer);
    // No browser until the first PDF.
    expect(await childChromiums()).toEqual([]);
    await renderer.render(contractPdfContent());
    expect((await childChromiums()).length).toBe(1);

    let rendering = true;
    const renders = Promise.all(Array.from({ length: 6 }, (_, index) => renderer.render(contractPdfContent({ contractId: `c-load-${index}` })))).finally(() => {
      rendering = false;
    });
    let answers = 0;
    while (rendering) {
      const response = await fetch(`${base}/api/health`);
      expect(response.status).toBe(200);
      expect(((await response.json()) as { success: boolean }).success).toBe(true);
      answers += 1;
    }
    const pdfs = await renders;

    expect(new Set(pdfs.map((pdf) => pdf.sha256)).size).toBe(6);
    // The API answered all along, not once the PDFs were done. How fast it answers meanwhile is a
    // figure of the bench's pdf section (the event loop's longest gap), not of this test.
    expect(answers).toBeGreaterThanOrEqual(5);

    await app.dispose();
    app = undefined;
    const deadline = Date.now() + 10_000;
    while ((await childChromiums()).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await childChromiums()).toEqual([]);
  });

  it('provides share links signed with the server secret', async () => {
    app = await createTestApp('embedded');
    const links = app.app.get(PdfShareLinks);
    const link = await links.create('pdf-42', 600);
    await expect(links.open(link.token)).resolves.toBe('pdf-42');
  });
});
