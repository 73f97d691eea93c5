import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher' with { 'resolution-mode': 'import' };
import type lighthouseRun from 'lighthouse' with { 'resolution-mode': 'import' };
import { busiestListPage, figuresOf, figuresReport, medianFigures, type BenchPage, type LighthouseResult, type MeasuredPage, type PageFigures } from './web/lighthouse-figures';

/**
 * `npm run bench:web`: builds the app, starts it as `npm run serve` on a free port with a fresh
 * data folder and the demo listings (as the browser journeys do), runs Lighthouse in headless
 * Chromium with its default mobile emulation and throttling `BENCH_WEB_RUNS` times (3) on the top,
 * search, a list page and a listing, and prints each figure's median against the targets of the
 * public pages with the machine's load. It is a bench, not a test: it exits 0 when targets are
 * missed and 1 only when it could not measure. `BENCH_WEB_SKIP_BUILD=1` measures the build as it
 * is; `BENCH_WEB_REPORTS=dir` keeps every run's full Lighthouse report there as JSON.
 */
const root = path.resolve(__dirname, '..');
const runs = Number(process.env.BENCH_WEB_RUNS ?? 3);
const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportsDir = process.env.BENCH_WEB_REPORTS ? path.resolve(process.env.BENCH_WEB_REPORTS) : null;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function waitForHealth(base: string, server: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the app exited with ${server.exitCode} before it answered`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the app did not answer ${base}/api/health within ${timeoutMs / 1000} s`);
}

async function apiData<T>(base: string, pathName: string): Promise<T> {
  const answer = await fetch(`${base}${pathName}`);
  if (!answer.ok) throw new Error(`GET ${pathName} answered ${answer.status}`);
  return ((await answer.json()) as { data: T }).data;
}

interface TopPage {
  newest: { id: string; thumb_url?: string | null }[];
  regions: { name_en: string; prefectures: { name: string; name_en: string; count: number }[] }[];
}

/** The four pages, with a listing and a list page the demo data fills, found through the API. */
async function benchPages(base: string): Promise<BenchPage[]> {
  const top = await apiData<TopPage>(base, '/api/top-page');
  const listing = top.newest.find((card) => card.thumb_url) ?? top.newest[0];
  const list = busiestListPage(top.regions);
  if (!listing || !list) throw new Error('the demo data has no listing to measure');
  return [
    { name: 'top', path: '/' },
    { name: 'search', path: `/property/search?key_word=${encodeURIComponent(list.prefecture)}` },
    { name: 'list page', path: list.path },
    { name: 'listing', path: `/property/detail/${encodeURIComponent(listing.id)}` },
  ];
}

// Both are ES modules; this script runs as CommonJS, like the others.
type Lighthouse = typeof lighthouseRun;

async function measure(lighthouse: Lighthouse, chrome: LaunchedChrome, base: string, page: BenchPage): Promise<MeasuredPage> {
  const figures: PageFigures[] = [];
  const errors: string[] = [];
  // A run Lighthouse cannot finish (a trace it failed to record, NO_NAVSTART, on a busy machine) is
  // tried again, up to as many extra runs as asked for: the medians are of finished runs.
  for (let index = 1; figures.length < runs && index <= runs * 2; index += 1) {
    try {
      // Lighthouse's defaults: a mobile device, simulated slow 4G and a 4x slower CPU.
      const result = await lighthouse(`${base}${page.path}`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
      if (!result) throw new Error('Lighthouse gave no result');
      if (reportsDir) fs.writeFileSync(path.join(reportsDir, `${page.name.replace(/\W+/g, '-')}-${index}.json`), result.report as string);
      figures.push(figuresOf(result.lhr as unknown as LighthouseResult));
    } catch (error) {
      errors.push((error as Error).message);
    }
    process.stdout.write(`  ${page.name} run ${index}: ${figures.length}/${runs} finished${errors.length ? `, ${errors.length} failed` : ''}\n`);
  }
  return { page, runs: figures.length, figures: figures.length ? medianFigures(figures) : undefined, error: errors.length ? `${errors.length} run(s) failed: ${[...new Set(errors)].join('; ')}` : undefined };
}

function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => server.kill('SIGKILL'), 10_000);
    server.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    server.kill('SIGTERM');
  });
}

async function main(): Promise<number> {
  if (process.env.BENCH_WEB_SKIP_BUILD !== '1') await run('npm', ['run', 'build']);
  if (reportsDir) fs.mkdirSync(reportsDir, { recursive: true });
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-web-data-'));
  let server: ChildProcess | null = null;
  let chrome: LaunchedChrome | null = null;
  try {
    // The same start as the browser journeys': the embedded database in a fresh folder seeds the demo data.
    server = spawn(process.execPath, ['dist/server/infrastructure/main.js'], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: base, DEMO_LISTINGS: '24', DATABASE_URL: '' },
    });
    await waitForHealth(base, server, 180_000);
    const pages = await benchPages(base);
    // One plain request to each first, so the runs measure pages, not the app's first render.
    for (const page of pages) await fetch(`${base}${page.path}`).then((answer) => answer.arrayBuffer());

    const { launch } = await import('chrome-launcher');
    const { default: lighthouse } = await import('lighthouse');
    chrome = await launch({ chromePath, chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'] });
    const before = os.loadavg();
    const measured: MeasuredPage[] = [];
    for (const page of pages) measured.push(await measure(lighthouse, chrome, base, page));
    const after = os.loadavg();

    console.log(`\nLighthouse ${runs}x per page, mobile emulation (Chromium ${chromePath}, ${os.cpus().length} CPUs):`);
    for (const line of figuresReport(measured, { before, after }).lines) console.log(line);
    if (reportsDir) console.log(`reports: ${reportsDir}`);
    return measured.every((entry) => entry.figures) ? 0 : 1;
  } finally {
    if (chrome) chrome.kill();
    if (server) await stop(server);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`bench:web: ${(error as Error).stack ?? String(error)}`);
    process.exit(1);
  },
);
