import os from 'node:os';
import { getPostgreSQLEventStore } from '@event-driven-io/emmett-postgresql';
import { openDatabase, type Database } from '../infrastructure/database/database';
import { migrate } from '../infrastructure/database/migrations';
import { allMigrations } from '../infrastructure/database/all-migrations';
import { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import {
  batchWorkload,
  emmettTarget,
  measureAppends,
  ourTarget,
  singleEventWorkload,
  type AppendTarget,
  type AppendWorkload,
} from './append.bench';
import { benchDeals, type DealsResult, dealSummaryRows } from './deals.section';
import { createScratchDatabase, randomSuffix, requireDatabaseUrl } from './env';
import { measureLag, type LagRun } from './lag.bench';
import { measureRebuild, type RebuildRun } from './rebuild.bench';
import {
  firstAnswers,
  newSearches,
  prepareSearchData,
  runLoad,
  runNewSearches,
  searchMix,
  startApp,
  startBareServer,
  type FirstAnswers,
  type LoadRun,
  type NewSearchRun,
  type SearchDataSet,
} from './search.bench';
import { explainStatements, type ExplainedStatement } from './explain-statements';
import type { QueryKind } from './timed-database';
import { runCrashAndRetry, type CrashRetryResult } from '../infrastructure/testing/crash-retry-workload';
import { measurePdfRenders, type PdfRun } from './pdf.bench';
import { measureStarts, startFigures, type StartRun } from './start.bench';
import { explainActorLookup, measureHashingOverhead, measureVerify, type HashingRun, type VerifyRun } from './audit.bench';
import {
  formatCount,
  formatMegabytes,
  formatMs,
  formatRatio,
  formatSeconds,
  median,
  renderTable,
  verdict,
  type Row,
} from './stats';

/** BENCH_QUICK=1 runs a small smoke version of every section (figures not comparable). */
const QUICK = process.env.BENCH_QUICK === '1';

const SETTINGS = {
  writers: 8,
  repetitions: 3,
  /** Rounds of hashing and reference appends side by side: a round's rate swings with the disk, so seven rather than three. */
  hashingRounds: QUICK ? 3 : 7,
  appendRunMs: QUICK ? 500 : 4000,
  warmupMs: QUICK ? 300 : 1500,
  rebuildEvents: QUICK ? 50_000 : 1_000_000,
  embeddedRebuildEvents: QUICK ? 20_000 : 200_000,
  lagAppendsPerSecond: 50,
  lagDurationMs: QUICK ? 2000 : 8000,
  searchListings: QUICK ? 10_000 : 100_000,
  searchConnections: 32,
  searchWarmupMs: QUICK ? 1000 : 3000,
  searchRunMs: QUICK ? 3000 : 15_000,
  searchRepetitions: QUICK ? 1 : 3,
  crashWrites: QUICK ? 40 : 300,
  crashInFlight: 8,
  pdfContracts: QUICK ? 8 : 40,
  pdfPoolSize: 2,
  auditVerifyEvents: QUICK ? 50_000 : 1_000_000,
  embeddedAuditVerifyEvents: QUICK ? 20_000 : 200_000,
  startRestarts: 3,
};

/**
 * BENCH_SECTIONS picks sections by name, comma-separated (appends, rebuild, lag, search,
 * reliability, pdf, deals, audit, start); all run when it is unset.
 */
const SECTIONS = new Set((process.env.BENCH_SECTIONS ?? 'appends,rebuild,lag,search,reliability,pdf,deals,audit,start').split(',').map((name) => name.trim()));

const TARGETS = {
  singleVsEmmett: 3,
  batchedEventsPerSecond: 30_000,
  rebuildEventsPerSecond: 50_000,
  searchP99Ms: 50,
  searchVsBare: 0.25,
  newSearchP99Ms: 100,
  newSearchRequestsPerSecond: 1000,
  pdfP95Ms: 2000,
  pdfLoopGapMs: 250,
  verifyEventsPerSecond: 200_000,
  hashingVsPlain: 0.9,
  restartMs: 3000,
};

interface AppendCase {
  workload: AppendWorkload;
  ours: number[];
  emmett: number[];
}

interface Results {
  appends: AppendCase[] | null;
  rebuild: RebuildRun | null;
  embeddedRebuild: RebuildRun | null;
  lag: LagRun | null;
  search: SearchResult | null;
  reliability: CrashRetryResult | null;
  pdf: PdfRun | null;
  deals: DealsResult | null;
  audit: AuditResult | null;
  start: StartRun | null;
}

interface AuditResult {
  verify: VerifyRun;
  embeddedVerify: VerifyRun;
  appends: HashingRun[];
}

interface SearchResult {
  data: SearchDataSet;
  /** Each distinct search once, before any was cached. */
  first: FirstAnswers;
  /** Every request a search no earlier request had, so none is answered from the app's cache. */
  uncached: NewSearchRun[];
  /** The statement shapes with the highest p99 in the uncached runs, explained. */
  slowest: ExplainedStatement[];
  search: LoadRun[];
  bare: LoadRun[];
}

function section(title: string): void {
  console.log(`\n== ${title} ==`);
}

function log(message: string): void {
  console.log(`   ${message}`);
}

async function openServer(url: string, schema: string, poolSize: number): Promise<Database> {
  const db = await openDatabase({ databaseUrl: url, schema, poolSize });
  await migrate(db, allMigrations);
  return db;
}

// ---------------------------------------------------------------- appends

async function benchAppends(url: string, runId: string): Promise<AppendCase[]> {
  section(`1. Appends: ${SETTINGS.writers} concurrent writers, ${formatSeconds(SETTINGS.appendRunMs)} per run, median of ${SETTINGS.repetitions}`);
  const ourDb = await openServer(url, `bench_${runId}`, SETTINGS.writers);
  const emmettStore = getPostgreSQLEventStore(url);
  const targets = [ourTarget(new PostgresEventStore(ourDb)), emmettTarget(emmettStore)];
  const cases: AppendCase[] = [singleEventWorkload, batchWorkload].map((workload) => ({ workload, ours: [], emmett: [] }));
  let runs = 0;
  const run = async (target: AppendTarget, workload: AppendWorkload, durationMs: number) =>
    measureAppends(target, workload, { writers: SETTINGS.writers, durationMs, runId: `r${runs++}x` });
  try {
    for (const { workload } of cases) {
      for (const target of targets) await run(target, workload, SETTINGS.warmupMs);
    }
    log('warm-up done (Emmett created its schema on first use)');
    for (let repetition = 0; repetition < SETTINGS.repetitions; repetition++) {
      for (const entry of cases) {
        // Alternate who goes first so drift on a shared machine hits both alike.
        const order = repetition % 2 === 0 ? targets : [...targets].reverse();
        for (const target of order) {
          const result = await run(target, entry.workload, SETTINGS.appendRunMs);
          (target.name === 'ours' ? entry.ours : entry.emmett).push(result.eventsPerSecond);
          log(`run ${repetition + 1} ${entry.workload.name.padEnd(12)} ${target.name.padEnd(6)} ${formatCount(result.eventsPerSecond).padStart(8)} events/s`);
        }
      }
    }
  } finally {
    await emmettStore.close();
    await ourDb.close();
  }
  console.log();
  console.log(renderTable(appendRows(cases)));
  return cases;
}

function appendRows(cases: readonly AppendCase[]): Row[] {
  const header: Row = ['workload', 'ours ev/s', 'Emmett ev/s', 'ours/Emmett', 'runs (ours | Emmett)', 'target', ''];
  return [
    header,
    ...cases.map((entry) => {
      const ours = median(entry.ours);
      const emmett = median(entry.emmett);
      const [target, met] = appendTarget(entry.workload, ours, emmett);
      const runs = `${entry.ours.map(formatCount).join(' ')} | ${entry.emmett.map(formatCount).join(' ')}`;
      return [entry.workload.name, formatCount(ours), formatCount(emmett), formatRatio(ours / emmett), runs, target, verdict(met)];
    }),
  ];
}

function appendTarget(workload: AppendWorkload, ours: number, emmett: number): [string, boolean] {
  if (workload.eventsPerAppend === 1) return [`>= ${TARGETS.singleVsEmmett}x Emmett`, ours / emmett >= TARGETS.singleVsEmmett];
  return [`>= ${formatCount(TARGETS.batchedEventsPerSecond)} ev/s`, ours >= TARGETS.batchedEventsPerSecond];
}

// ---------------------------------------------------------------- rebuild

async function benchServerRebuild(db: Database): Promise<RebuildRun> {
  section(`2. Projection rebuild from a log of ${formatCount(SETTINGS.rebuildEvents)} events (PostgreSQL server)`);
  const result = await measureRebuild(db, SETTINGS.rebuildEvents);
  printRebuild(result);
  return result;
}

async function benchEmbeddedRebuild(runId: string): Promise<RebuildRun> {
  section(`2b. Projection rebuild from a log of ${formatCount(SETTINGS.embeddedRebuildEvents)} events (embedded PGlite, memory://)`);
  const started = performance.now();
  const db = await openDatabase({ dataDir: 'memory://', schema: `bench_${runId}` });
  log(`PGlite started in ${formatSeconds(performance.now() - started)}`);
  try {
    const result = await measureRebuild(db, SETTINGS.embeddedRebuildEvents);
    printRebuild(result);
    return result;
  } finally {
    await db.close();
  }
}

function printRebuild(run: RebuildRun): void {
  log(`log loaded with SQL (then VACUUM ANALYZE) in ${formatSeconds(run.loadMs)}: ${formatCount(run.events)} events`);
  log(`rebuild: ${formatSeconds(run.rebuildMs)} -> ${formatCount(run.eventsPerSecond)} events/s, ${formatCount(run.documents)} documents`);
  console.log();
  console.log(renderTable(profileRows(run)));
}

function profileRows(run: RebuildRun): Row[] {
  const kinds = Object.keys(run.profile.queryMs) as QueryKind[];
  const sqlMs = kinds.reduce((sum, kind) => sum + run.profile.queryMs[kind], 0);
  const share = (ms: number) => `${((ms / run.rebuildMs) * 100).toFixed(0)}%`;
  return [
    ['where the rebuild time goes', 'time', 'share', 'statements'],
    ...kinds.map((kind): Row => [
      `SQL: ${kind}`,
      formatMs(run.profile.queryMs[kind]),
      share(run.profile.queryMs[kind]),
      formatCount(run.profile.statements[kind]),
    ]),
    ['outside statements: fold, JSON, BEGIN/COMMIT', formatMs(run.rebuildMs - sqlMs), share(run.rebuildMs - sqlMs), ''],
    ['total', formatMs(run.rebuildMs), '100%', ''],
  ];
}

// ---------------------------------------------------------------- lag

async function benchLag(db: Database): Promise<LagRun> {
  section(`3. Command-to-read-model lag: ${SETTINGS.lagAppendsPerSecond} appends/s for ${formatSeconds(SETTINGS.lagDurationMs)}, runner started`);
  const result = await measureLag(db, {
    appendsPerSecond: SETTINGS.lagAppendsPerSecond,
    durationMs: SETTINGS.lagDurationMs,
  });
  log(`${result.samples} appends seen (${result.timeouts} not visible within 3 s) at ${result.appendsPerSecond.toFixed(0)} appends/s`);
  log(`lag from append return to visible: p50 ${formatMs(result.p50Ms)}, p99 ${formatMs(result.p99Ms)}, max ${formatMs(result.maxMs)}`);
  return result;
}

// ---------------------------------------------------------------- search

async function benchSearch(serverUrl: string, runId: string): Promise<SearchResult> {
  section(
    `4. Property search over HTTP: ${formatCount(SETTINGS.searchListings)} listings, ${SETTINGS.searchConnections} connections, ` +
      `${formatSeconds(SETTINGS.searchRunMs)} per run, median of ${SETTINGS.searchRepetitions}`,
  );
  const scratch = await createScratchDatabase(serverUrl, `bench_${runId}_search`);
  try {
    const data = await prepareSearchData(scratch.url, SETTINGS.searchListings);
    log(`${formatCount(data.listings)} listings as ${formatCount(data.events)} events written to the log (then VACUUM ANALYZE) in ${formatSeconds(data.loadMs)}`);
    log(
      `read models built by the projection runner in ${formatSeconds(data.projectMs)} ` +
        `(${data.projections.slice(0, 3).map((p) => `${p.name} ${formatSeconds(p.ms)}`).join(', ')}, …)`,
    );
    // Collected before each memory sample, so the figure is what the app holds.
    const app = await startApp(scratch.url, {}, ['--expose-gc']);
    let bare: Awaited<ReturnType<typeof startBareServer>> | null = null;
    try {
      log(`app started in a child process on 127.0.0.1:${app.port} in ${formatSeconds(app.startMs)} (migrations, seeding, catch-up)`);
      const atRest = await app.memory();
      const mix = searchMix();
      const sample = await fetch(`http://127.0.0.1:${app.port}/api/property/search?page=1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      const document = await sample.text();
      const found = (JSON.parse(document) as { data: { total: number } }).data.total;
      log(`${formatCount(found)} listings searchable; a first page answers ${formatCount(Buffer.byteLength(document))} bytes, the bare server answers the same document`);
      const holding = await app.memory();
      log(
        `the app's heap ${formatMegabytes(atRest.heapUsed)} before the first search, ${formatMegabytes(holding.heapUsed)} once it holds the listings ` +
          `(RSS ${formatMegabytes(atRest.rss)} → ${formatMegabytes(holding.rss)})`,
      );
      bare = await startBareServer(document);
      const first = await firstAnswers(app.port, mix, SETTINGS.searchConnections);
      log(
        `first answers: each of the ${first.searches} distinct searches once, ${SETTINGS.searchConnections} at a time, none answered from the app's answer cache: ` +
          `p50 ${formatMs(first.p50Ms)}, p99 ${formatMs(first.p99Ms)}, slowest ${formatMs(first.maxMs)}${first.failed ? `, ${first.failed} failed` : ''}`,
      );
      // Every search new: enough distinct ones that none repeats, at up to ten times the target rate.
      const seen = new Set<string>();
      const uncached: NewSearchRun[] = [];
      app.resetStatements();
      const countsBefore = await app.databaseCounts();
      for (let repetition = 0; repetition < SETTINGS.searchRepetitions; repetition++) {
        const searches = newSearches(Math.ceil((SETTINGS.searchRunMs / 1000) * 10 * TARGETS.newSearchRequestsPerSecond), seen, 500 + repetition);
        const run = await runNewSearches(app.port, searches, SETTINGS.searchConnections, SETTINGS.searchRunMs);
        uncached.push(run);
        log(`run ${repetition + 1} every search new ${describeLoad(run)}${run.repeated ? `, ${formatCount(run.repeated)} repeated` : ''}`);
      }
      const countsAfter = await app.databaseCounts();
      const searched = uncached.reduce((sum, run) => sum + run.requests, 0);
      const slowest = await explainStatements(scratch.url, await app.slowestStatements());
      log(
        `while every search was new: ${formatCount(countsAfter.statements - countsBefore.statements)} statements for ${formatCount(searched)} searches ` +
          `(${((countsAfter.statements - countsBefore.statements) / searched).toFixed(2)} a search), ` +
          `${formatCount(slowest.reduce((sum, statement) => sum + statement.runs, 0))} of them on the search table`,
      );
      if (slowest.length > 0) log(`the ${slowest.length} search table statement shapes with the highest p99 meanwhile, explained (ANALYZE, BUFFERS) afterwards:`);
      for (const [i, statement] of slowest.entries()) {
        log(`${i + 1}. ${statement.runs} runs, p50 ${formatMs(statement.p50Ms)}, p99 ${formatMs(statement.p99Ms)}, slowest ${formatMs(statement.maxMs)}`);
        console.log(indent(statement.sql.replace(/\s+/g, ' ').trim(), 6));
        console.log(indent(`parameters ${JSON.stringify(statement.slowestParams)}`, 6));
        console.log(indent(statement.plan, 6));
      }
      await runLoad(app.port, mix, SETTINGS.searchConnections, SETTINGS.searchWarmupMs, 1);
      await runLoad(bare.port, mix, SETTINGS.searchConnections, SETTINGS.searchWarmupMs, 1);
      log(`warm-up done (${formatSeconds(SETTINGS.searchWarmupMs)} each); a mix of ${mix.length} searches, picked at random per request`);
      const result: SearchResult = { data, first, uncached, slowest, search: [], bare: [] };
      for (let repetition = 0; repetition < SETTINGS.searchRepetitions; repetition++) {
        const searchRun = await runLoad(app.port, mix, SETTINGS.searchConnections, SETTINGS.searchRunMs, 100 + repetition);
        result.search.push(searchRun);
        log(`run ${repetition + 1} search ${describeLoad(searchRun)}`);
        const bareRun = await runLoad(bare.port, mix, SETTINGS.searchConnections, SETTINGS.searchRunMs, 100 + repetition);
        result.bare.push(bareRun);
        log(`run ${repetition + 1} bare   ${describeLoad(bareRun)}`);
      }
      console.log();
      console.log(renderTable(searchRows(result)));
      return result;
    } finally {
      await bare?.stop();
      await app.stop();
    }
  } finally {
    await scratch.drop();
  }
}

function indent(text: string, spaces: number): string {
  return text
    .split('\n')
    .map((line) => ' '.repeat(spaces) + line)
    .join('\n');
}

function describeLoad(run: LoadRun): string {
  const problems = run.errors + run.non2xx > 0 ? `, ${run.errors} errors, ${run.non2xx} non-2xx` : '';
  return `${formatCount(run.requestsPerSecond).padStart(7)} req/s, p50 ${formatMs(run.p50Ms)}, p99 ${formatMs(run.p99Ms)}${problems}`;
}

function searchFigures(result: SearchResult) {
  const p50 = median(result.search.map((run) => run.p50Ms));
  const p99 = median(result.search.map((run) => run.p99Ms));
  const rps = median(result.search.map((run) => run.requestsPerSecond));
  const bareRps = median(result.bare.map((run) => run.requestsPerSecond));
  const failed = [...result.search, ...result.bare].reduce((sum, run) => sum + run.errors + run.non2xx, 0) + result.first.failed;
  const uncached = {
    p50: median(result.uncached.map((run) => run.p50Ms)),
    p99: median(result.uncached.map((run) => run.p99Ms)),
    rps: median(result.uncached.map((run) => run.requestsPerSecond)),
    failed: result.uncached.reduce((sum, run) => sum + run.errors + run.non2xx + run.repeated, 0),
  };
  return { p50, p99, rps, bareRps, ratio: rps / bareRps, failed, uncached };
}

function searchRows(result: SearchResult): Row[] {
  const figures = searchFigures(result);
  const runs = (values: number[], format: (value: number) => string) => values.map(format).join(' ');
  return [
    ['figure', 'median', 'runs', 'target', ''],
    ['first answer of each search, p50', formatMs(result.first.p50Ms), `${result.first.searches} searches`, '', ''],
    ['first answer of each search, p99', formatMs(result.first.p99Ms), `slowest ${formatMs(result.first.maxMs)}`, '', ''],
    ['every search new, p50 latency', formatMs(figures.uncached.p50), runs(result.uncached.map((r) => r.p50Ms), formatMs), '', ''],
    [
      'every search new, p99 latency',
      formatMs(figures.uncached.p99),
      runs(result.uncached.map((r) => r.p99Ms), formatMs),
      `<= ${TARGETS.newSearchP99Ms} ms`,
      verdict(figures.uncached.p99 <= TARGETS.newSearchP99Ms && figures.uncached.failed === 0),
    ],
    [
      'every search new, req/s',
      formatCount(figures.uncached.rps),
      runs(result.uncached.map((r) => r.requestsPerSecond), formatCount),
      `>= ${formatCount(TARGETS.newSearchRequestsPerSecond)}`,
      verdict(figures.uncached.rps >= TARGETS.newSearchRequestsPerSecond && figures.uncached.failed === 0),
    ],
    ['search p50 latency', formatMs(figures.p50), runs(result.search.map((r) => r.p50Ms), formatMs), '', ''],
    [
      'search p99 latency',
      formatMs(figures.p99),
      runs(result.search.map((r) => r.p99Ms), formatMs),
      `< ${TARGETS.searchP99Ms} ms`,
      verdict(figures.p99 < TARGETS.searchP99Ms && figures.failed === 0),
    ],
    ['search req/s', formatCount(figures.rps), runs(result.search.map((r) => r.requestsPerSecond), formatCount), '', ''],
    ['bare HTTP req/s', formatCount(figures.bareRps), runs(result.bare.map((r) => r.requestsPerSecond), formatCount), '', ''],
    [
      'search/bare throughput',
      formatRatio(figures.ratio),
      '',
      `>= ${TARGETS.searchVsBare}x`,
      verdict(figures.ratio >= TARGETS.searchVsBare && figures.failed === 0),
    ],
  ];
}

// ---------------------------------------------------------------- reliability

async function benchReliability(): Promise<CrashRetryResult> {
  section(
    `5. Reliability: ${SETTINGS.crashWrites} writes with Idempotency-Keys, ${SETTINGS.crashInFlight} in flight, ` +
      'the server killed (SIGKILL) mid-stream just after an append, restarted on its data folder, every write retried',
  );
  const result = await runCrashAndRetry({
    writes: SETTINGS.crashWrites,
    crashAfterAppends: Math.floor(SETTINGS.crashWrites / 2),
    inFlight: SETTINGS.crashInFlight,
  });
  log(`restart on the same embedded data folder took ${formatSeconds(result.restartMs)}`);
  console.log();
  console.log(renderTable(reliabilityRows(result)));
  return result;
}

function reliabilityRows(result: CrashRetryResult): Row[] {
  return [
    ['figure', 'count', 'target', ''],
    ['writes attempted', formatCount(result.attempted), '', ''],
    ['acknowledged before the crash', formatCount(result.acknowledged), '', ''],
    ['stored but never answered (the crash fell between)', formatCount(result.storedUnanswered), '', ''],
    ['retried after the restart (every write, same key)', formatCount(result.retried), '', ''],
    ['retries answered with success', formatCount(result.retriesAnswered), `${result.retried}`, verdict(result.retriesAnswered === result.retried)],
    ['acknowledged answers changed by the retry', formatCount(result.changedAnswers), '0', verdict(result.changedAnswers === 0)],
    ['duplicates', formatCount(result.duplicates), '0', verdict(result.duplicates === 0)],
    ['missing', formatCount(result.missing), '0', verdict(result.missing === 0)],
  ];
}

// ---------------------------------------------------------------- pdf

async function benchPdf(): Promise<PdfRun> {
  section(
    `6. Contract PDFs: ${SETTINGS.pdfContracts} different contracts rendered by Chromium through a pool of ${SETTINGS.pdfPoolSize} pages, ` +
      `${SETTINGS.pdfPoolSize} at a time (the pool full, nothing queued)`,
  );
  const result = await measurePdfRenders({ contracts: SETTINGS.pdfContracts, poolSize: SETTINGS.pdfPoolSize });
  log(`first PDF (starts Chromium, opens a page) ${formatMs(result.coldMs)}; then ${result.pdfsPerSecond.toFixed(1)} PDFs/s, ${formatCount(result.averageBytes / 1024)} KiB each`);
  console.log();
  console.log(renderTable(pdfRows(result)));
  return result;
}

function pdfRows(result: PdfRun): Row[] {
  return [
    ['figure', 'value', 'target', ''],
    ['PDF p50', formatMs(result.p50Ms), '', ''],
    ['PDF p95', formatMs(result.p95Ms), `<= ${formatMs(TARGETS.pdfP95Ms)}`, verdict(result.p95Ms <= TARGETS.pdfP95Ms)],
    ['slowest PDF', formatMs(result.maxMs), '', ''],
    ['longest event-loop gap while rendering', formatMs(result.longestLoopGapMs), `< ${formatMs(TARGETS.pdfLoopGapMs)}`, verdict(result.longestLoopGapMs < TARGETS.pdfLoopGapMs)],
  ];
}

// ---------------------------------------------------------------- audit

async function benchAudit(url: string, runId: string): Promise<AuditResult> {
  section(`7. Audit: the hash chain verified over ${formatCount(SETTINGS.auditVerifyEvents)} events; single appends with and without hashing`);
  // The machine is shared: the load says how much of it these figures had.
  const load = () => `load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`;
  log(load());
  const logDb = await openDatabase({ databaseUrl: url, schema: `bench_${runId}_audit`, poolSize: 6 });
  let verify: VerifyRun;
  try {
    verify = await measureVerify(logDb, SETTINGS.auditVerifyEvents);
    // The member timeline's read by actor on the same log: it should walk the actor indexes, not scan.
    const lookup = await explainActorLookup(logDb, 'member-42');
    log(
      `member timeline by actor over ${formatCount(SETTINGS.auditVerifyEvents)} events: ${lookup.seqScan ? 'SCANS THE LOG' : 'no scan'}, ` +
        `indexes ${lookup.indexes.join(', ') || 'none'}, ${lookup.executionMs.toFixed(2)} ms`,
    );
  } finally {
    await logDb.close();
  }
  log(`log of ${formatCount(verify.events)} events loaded, each chained as an append chains it, in ${formatSeconds(verify.loadMs)}`);
  log(
    `verified (server) in ${formatSeconds(verify.verifyMs)} -> ${formatCount(verify.eventsPerSecond)} events/s, ${verify.intact ? 'intact' : 'NOT INTACT'}; ` +
      `the verifier's own CPU ${formatSeconds(verify.cpuMs)} (${formatCount((verify.events / verify.cpuMs) * 1000)} events per CPU second); ` +
      `its pages read alone, one at a time, ${formatCount(verify.readOnlyEventsPerSecond)} events/s; ${load()}`,
  );
  const embedded = await openDatabase({ dataDir: 'memory://', schema: `bench_${runId}_audit` });
  let embeddedVerify: VerifyRun;
  try {
    embeddedVerify = await measureVerify(embedded, SETTINGS.embeddedAuditVerifyEvents);
  } finally {
    await embedded.close();
  }
  log(
    `verified (embedded, ${formatCount(embeddedVerify.events)} events) in ${formatSeconds(embeddedVerify.verifyMs)} -> ${formatCount(embeddedVerify.eventsPerSecond)} events/s; ` +
      `its pages read alone ${formatCount(embeddedVerify.readOnlyEventsPerSecond)} events/s; ${load()}`,
  );

  const appends: HashingRun[] = [];
  for (const writers of [1, SETTINGS.writers]) {
    const hashingDb = await openServer(url, `bench_${runId}_chain${writers}`, writers);
    const plainDb = await openDatabase({ databaseUrl: url, schema: `bench_${runId}_plain${writers}`, poolSize: writers });
    try {
      const run = await measureHashingOverhead(hashingDb, plainDb, {
        writers,
        durationMs: SETTINGS.appendRunMs,
        warmupMs: SETTINGS.warmupMs,
        repetitions: SETTINGS.hashingRounds,
        runId: `${runId}w${writers}`,
      });
      log(
        `${writers} writer(s): hashing ${run.hashing.map(formatCount).join(' ')} | plain ${run.plain.map(formatCount).join(' ')} events/s; ` +
          `round by round ${roundRatios(run).map(formatRatio).join(' ')}; ${load()}`,
      );
      appends.push(run);
    } finally {
      await hashingDb.close();
      await plainDb.close();
    }
  }
  const result = { verify, embeddedVerify, appends };
  console.log();
  console.log(renderTable([['figure', 'ours', 'reference', 'ratio', 'target', ''], ...auditRows(result)]));
  return result;
}

/**
 * Each round's hashing rate over the reference's, measured right after or before it: the median of
 * these is the figure, so a swing of the disk between rounds moves both sides of a ratio alike.
 */
function roundRatios(run: HashingRun): number[] {
  return run.hashing.map((rate, round) => rate / run.plain[round]);
}

function auditRows(result: AuditResult): Row[] {
  // Beside each: the verifier's pages read alone, without hashing (the database's own pace).
  const verifyRow = (label: string, run: VerifyRun): Row => [
    label,
    formatCount(run.eventsPerSecond),
    `read alone ${formatCount(run.readOnlyEventsPerSecond)}`,
    formatRatio(run.eventsPerSecond / run.readOnlyEventsPerSecond),
    `>= ${formatCount(TARGETS.verifyEventsPerSecond)} ev/s`,
    verdict(run.intact && run.eventsPerSecond >= TARGETS.verifyEventsPerSecond),
  ];
  return [
    verifyRow(`audit:verify, ${formatCount(result.verify.events)} events (server), ev/s`, result.verify),
    verifyRow(`audit:verify, ${formatCount(result.embeddedVerify.events)} events (embedded), ev/s`, result.embeddedVerify),
    ...result.appends.map((run): Row => {
      const ratio = median(roundRatios(run));
      return [
        `append with hashing, single event (${run.writers} writer${run.writers === 1 ? '' : 's'}), ev/s`,
        formatCount(median(run.hashing)),
        `without ${formatCount(median(run.plain))}`,
        formatRatio(ratio),
        `>= ${TARGETS.hashingVsPlain}x`,
        verdict(ratio >= TARGETS.hashingVsPlain),
      ];
    }),
  ];
}

// ---------------------------------------------------------------- start

async function benchStart(): Promise<StartRun> {
  section(
    `8. Start: npm start on an empty embedded data folder, stopped, then ${SETTINGS.startRestarts} more with nothing changed, ` +
      'each timed from spawning it to the first 200 of GET /api/health; the server alone (node dist/server/infrastructure/main.js) as the reference',
  );
  log(`load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
  const result = await measureStarts({ restarts: SETTINGS.startRestarts, log });
  console.log();
  console.log(renderTable(startRows(result)));
  return result;
}

function startRows(result: StartRun): Row[] {
  const figures = startFigures(result);
  const runs = (values: number[]) => values.map(formatSeconds).join(' ');
  return [
    ['figure', 'median', 'runs', 'target', ''],
    ['first npm start (build if due, migrations, seed)', formatSeconds(result.firstMs), '', '', ''],
    ['npm start, nothing changed', formatSeconds(figures.restartMs), runs(result.restartsMs), `<= ${formatSeconds(TARGETS.restartMs)}`, verdict(figures.restartMs <= TARGETS.restartMs)],
    ['node dist/server/infrastructure/main.js alone', formatSeconds(figures.serveMs), runs(result.serveMs), '', ''],
    ['opening the embedded database (share of a restart)', `${formatMs(figures.openMs)} (${Math.round(figures.openShare * 100)}%)`, result.openMs.map(formatMs).join(' '), '', ''],
  ];
}

// ---------------------------------------------------------------- summary

function printSummary(results: Results, totalMs: number): void {
  const rows: Row[] = [['figure', 'ours', 'reference', 'ratio', 'target', '']];
  if (results.appends) {
    const [single, batch] = results.appends;
    const singleOurs = median(single.ours);
    const singleEmmett = median(single.emmett);
    const batchOurs = median(batch.ours);
    const batchEmmett = median(batch.emmett);
    rows.push(
      [
        'append, single event (8 writers), ev/s',
        formatCount(singleOurs),
        `Emmett ${formatCount(singleEmmett)}`,
        formatRatio(singleOurs / singleEmmett),
        `>= ${TARGETS.singleVsEmmett}x Emmett`,
        verdict(singleOurs / singleEmmett >= TARGETS.singleVsEmmett),
      ],
      [
        'append, batches of 100 (8 writers), ev/s',
        formatCount(batchOurs),
        `Emmett ${formatCount(batchEmmett)}`,
        formatRatio(batchOurs / batchEmmett),
        `>= ${formatCount(TARGETS.batchedEventsPerSecond)} ev/s`,
        verdict(batchOurs >= TARGETS.batchedEventsPerSecond),
      ],
    );
  }
  if (results.rebuild) rows.push(rebuildSummaryRow(`rebuild, ${formatCount(results.rebuild.events)} events (server), ev/s`, results.rebuild));
  if (results.embeddedRebuild) {
    rows.push(rebuildSummaryRow(`rebuild, ${formatCount(results.embeddedRebuild.events)} events (embedded), ev/s`, results.embeddedRebuild));
  }
  if (results.lag) {
    rows.push(
      ['command-to-read-model lag p50', formatMs(results.lag.p50Ms), '', '', '', ''],
      ['command-to-read-model lag p99', formatMs(results.lag.p99Ms), '', '', '', ''],
    );
  }
  if (results.search) {
    const figures = searchFigures(results.search);
    const listings = formatCount(results.search.data.listings);
    rows.push(
      [`search first answers p99 (${listings} listings, none from the answer cache)`, formatMs(results.search.first.p99Ms), '', '', '', ''],
      [
        `search, every search new (${listings} listings, HTTP)`,
        `p50 ${formatMs(figures.uncached.p50)}, p99 ${formatMs(figures.uncached.p99)}`,
        '',
        '',
        `p99 <= ${TARGETS.newSearchP99Ms} ms`,
        verdict(figures.uncached.p99 <= TARGETS.newSearchP99Ms && figures.uncached.failed === 0),
      ],
      [
        'search throughput, every search new, req/s',
        formatCount(figures.uncached.rps),
        '',
        '',
        `>= ${formatCount(TARGETS.newSearchRequestsPerSecond)}`,
        verdict(figures.uncached.rps >= TARGETS.newSearchRequestsPerSecond && figures.uncached.failed === 0),
      ],
      [`search p50 (${listings} listings, HTTP)`, formatMs(figures.p50), '', '', '', ''],
      [`search p99 (${listings} listings, HTTP)`, formatMs(figures.p99), '', '', `< ${TARGETS.searchP99Ms} ms`, verdict(figures.p99 < TARGETS.searchP99Ms && figures.failed === 0)],
      [
        'search throughput, req/s',
        formatCount(figures.rps),
        `bare HTTP ${formatCount(figures.bareRps)}`,
        formatRatio(figures.ratio),
        `>= ${TARGETS.searchVsBare}x bare`,
        verdict(figures.ratio >= TARGETS.searchVsBare && figures.failed === 0),
      ],
    );
  }
  if (results.reliability) {
    const { attempted, duplicates, missing } = results.reliability;
    rows.push([`writes across a crash, every one retried (${attempted}): duplicates / missing`, `${duplicates} / ${missing}`, '', '', '0 / 0', verdict(duplicates === 0 && missing === 0)]);
  }
  if (results.pdf) {
    const { contracts, poolSize, p50Ms, p95Ms } = results.pdf;
    rows.push([
      `contract PDF, ${contracts} through ${poolSize} pages: p50 / p95`,
      `${formatMs(p50Ms)} / ${formatMs(p95Ms)}`,
      '',
      '',
      `p95 <= ${formatMs(TARGETS.pdfP95Ms)}`,
      verdict(p95Ms <= TARGETS.pdfP95Ms),
    ]);
  }
  if (results.deals) rows.push(...dealSummaryRows(results.deals));
  if (results.audit) rows.push(...auditRows(results.audit));
  if (results.start) {
    const figures = startFigures(results.start);
    rows.push([
      'npm start, nothing changed, to the first health answer',
      formatSeconds(figures.restartMs),
      `server alone ${formatSeconds(figures.serveMs)}`,
      formatRatio(figures.restartMs / figures.serveMs),
      `<= ${formatSeconds(TARGETS.restartMs)}`,
      verdict(figures.restartMs <= TARGETS.restartMs),
    ]);
  }
  section('Summary');
  console.log(renderTable(rows));
  console.log(
    `\nmedians of ${SETTINGS.repetitions} runs for appends, ${SETTINGS.searchRepetitions} for search; Node ${process.version}; whole bench ${formatSeconds(totalMs)}`,
  );
}

function rebuildSummaryRow(label: string, run: RebuildRun): Row {
  const target = TARGETS.rebuildEventsPerSecond;
  return [label, formatCount(run.eventsPerSecond), '', '', `>= ${formatCount(target)} ev/s`, verdict(run.eventsPerSecond >= target)];
}

// ---------------------------------------------------------------- main

async function main(): Promise<void> {
  const serverUrl = requireDatabaseUrl();
  const runId = randomSuffix();
  const started = performance.now();
  const scratch = await createScratchDatabase(serverUrl, `bench_${runId}`);
  console.log(`bench: scratch database ${scratch.name} on the server (dropped at the end)`);
  const results: Results = {
    appends: null,
    rebuild: null,
    embeddedRebuild: null,
    lag: null,
    search: null,
    reliability: null,
    pdf: null,
    deals: null,
    audit: null,
    start: null,
  };
  try {
    if (SECTIONS.has('appends')) results.appends = await benchAppends(scratch.url, runId);
    if (SECTIONS.has('rebuild') || SECTIONS.has('lag')) {
      const logDb = await openServer(scratch.url, `bench_${runId}_log`, 10);
      try {
        if (SECTIONS.has('rebuild')) {
          results.rebuild = await benchServerRebuild(logDb);
          results.embeddedRebuild = await benchEmbeddedRebuild(runId);
        }
        if (SECTIONS.has('lag')) results.lag = await benchLag(logDb);
      } finally {
        await logDb.close();
      }
    }
    if (SECTIONS.has('search')) results.search = await benchSearch(serverUrl, runId);
    if (SECTIONS.has('reliability')) results.reliability = await benchReliability();
    if (SECTIONS.has('pdf')) results.pdf = await benchPdf();
    if (SECTIONS.has('deals')) results.deals = await benchDeals(serverUrl, runId, QUICK);
    if (SECTIONS.has('audit')) results.audit = await benchAudit(scratch.url, runId);
    if (SECTIONS.has('start')) results.start = await benchStart();
    printSummary(results, performance.now() - started);
  } finally {
    await scratch.drop();
  }
}

main().catch((error: unknown) => {
  console.error('bench failed:', error);
  process.exitCode = 1;
});
