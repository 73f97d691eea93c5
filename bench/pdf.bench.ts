import { ChromiumPagePool } from '../infrastructure/pdf/chromium-page-pool';
import { PuppeteerContractPdfRenderer } from '../infrastructure/pdf/puppeteer-contract-pdf-renderer';
import { resolveChromiumPath } from '../infrastructure/config/pdf-settings';
import { contractPdfContent } from '../infrastructure/testing/contract-pdf-fixtures';
import { percentile } from './stats';

export interface PdfRun {
  contracts: number;
  poolSize: number;
  /** The first PDF, which starts Chromium and opens a page. */
  coldMs: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  pdfsPerSecond: number;
  averageBytes: number;
  /** The longest the event loop went without running a 10 ms timer while the renders ran. */
  longestLoopGapMs: number;
}

const FAMILY_NAMES = ['髙橋', '𠮷田', '齋藤', '渡邉', '佐藤', '鈴木', '伊藤', '山﨑'];

/**
 * Renders `contracts` different contracts through the pool, as many at a time as it has pages,
 * so each PDF's time is its own rendering with the pool fully busy, not time spent queueing.
 */
export async function measurePdfRenders(options: { contracts: number; poolSize: number }): Promise<PdfRun> {
  const executablePath = resolveChromiumPath(process.env.CHROMIUM_PATH);
  const pool = new ChromiumPagePool({ executablePath, size: options.poolSize });
  const renderer = new PuppeteerContractPdfRenderer(pool);
  try {
    const coldStarted = performance.now();
    await renderer.render(contractPdfContent({ contractId: 'c-bench-cold' }));
    const coldMs = performance.now() - coldStarted;

    const durations: number[] = [];
    let bytes = 0;
    let next = 0;
    // Rendering happens in Chromium: the loop should only relay messages, so a long gap here
    // means the server stops answering requests while a PDF is made.
    const gaps = watchLoopGaps();
    const started = performance.now();
    const worker = async () => {
      while (next < options.contracts) {
        const index = next++;
        const name = FAMILY_NAMES[index % FAMILY_NAMES.length];
        const begun = performance.now();
        const pdf = await renderer.render(
          contractPdfContent({
            contractId: `c-bench-${index}`,
            kind: index % 2 === 0 ? 'buyer_final' : 'seller_final',
            buyer: { legalName: `${name} 花子`, address: `東京都世田谷区北沢二丁目${index + 1}番15号` },
            priceYen: 9_800_000 + index * 100_000,
          }),
        );
        durations.push(performance.now() - begun);
        bytes += pdf.bytes.length;
      }
    };
    await Promise.all(Array.from({ length: options.poolSize }, worker));
    const elapsed = performance.now() - started;
    const longestLoopGapMs = gaps.stop();
    return {
      contracts: options.contracts,
      poolSize: options.poolSize,
      coldMs,
      p50Ms: percentile(durations, 50),
      p95Ms: percentile(durations, 95),
      maxMs: Math.max(...durations),
      pdfsPerSecond: (options.contracts / elapsed) * 1000,
      averageBytes: bytes / options.contracts,
      longestLoopGapMs,
    };
  } finally {
    await pool.close();
  }
}

/** Ticks every 10 ms and keeps the longest time between two ticks until stopped. */
function watchLoopGaps(): { stop(): number } {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  return {
    stop() {
      clearInterval(ticker);
      return Math.max(longest, performance.now() - last);
    },
  };
}
