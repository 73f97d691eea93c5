import { readFileSync } from 'node:fs';
import { DEFAULT_SCHEMA, openDatabase } from '../infrastructure/database/database';
import { BenchApi, seedDealWorld } from './deal-members';
import { measureDelivery, measureHeldStreams, measureThreadList, measureWriteCost, type DeliveryRun, type HeldStreamsRun, type ThreadListRun, type WriteCostRun } from './deals.bench';
import { createScratchDatabase } from './env';
import { startApp } from './search.bench';
import { explainThreadList } from './thread-list-plan';
import { ServerStallWatch, type StallReport } from './server-stalls';
import { formatCount, formatMs, formatSeconds, renderTable, verdict, type Row } from './stats';

export const DEAL_TARGETS = {
  deliveryP99Ms: 100,
  messagesPerSecond: 200,
  connections: 2000,
  threadListP99Ms: 20,
  threadListDeals: 500,
};

function settings(quick: boolean) {
  return {
    members: 20,
    threads: 100,
    heavyThreads: DEAL_TARGETS.threadListDeals,
    messagesPerSecond: DEAL_TARGETS.messagesPerSecond,
    deliveryMs: quick ? 3000 : 25_000,
    connections: quick ? 400 : DEAL_TARGETS.connections,
    connectionStep: quick ? 100 : 500,
    holdMs: quick ? 5000 : 30_000,
    holdSamples: 6,
    probes: quick ? 5 : 20,
    listWarmup: 20,
    listRequests: quick ? 50 : 300,
    costMessages: quick ? 10 : 40,
    idleMs: quick ? 1000 : 3000,
  };
}

export interface DealsResult {
  cost: WriteCostRun;
  /** Transactions and statements of the app per message while 6a ran. */
  loadedCost: { transactionsPerMessage: number; statementsPerMessage: number; cpuMsPerMessage: number };
  delivery: DeliveryRun;
  held: HeldStreamsRun;
  lists: ThreadListRun[];
  heavyThreads: number;
  /** Time another transaction on the server held the log back, during each part. */
  stalls: { delivery: StallReport; held: StallReport; lists: StallReport };
}

function log(message: string): void {
  console.log(`   ${message}`);
}

/**
 * The open files a process may hold: each held page is a socket in the bench and another in the
 * app (a child, with the same limit), plus the database pools and the app's own files.
 */
function openFileLimit(): number {
  try {
    const line = /^Max open files\s+(\d+|unlimited)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return !line || line[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(line[1]);
  } catch {
    return Number.POSITIVE_INFINITY;
  }
}

/**
 * Deals on the app over HTTP, in a child process on a scratch database of the server: a message
 * reaching the other party's open page, thousands of pages held open, and a member's long deal list.
 */
export async function benchDeals(serverUrl: string, runId: string, quick: boolean): Promise<DealsResult> {
  const config = settings(quick);
  const limit = openFileLimit();
  const connections = Math.min(config.connections, Math.floor((limit - 400) / config.connectionStep) * config.connectionStep);
  console.log(
    `\n== 6. Deals over HTTP: ${config.members} members, ${config.threads} deals among them, one member with ${formatCount(config.heavyThreads)} deals; ` +
      `messages to open pages, ${formatCount(connections)} pages held open, the deal list ==`,
  );
  if (connections < config.connections) {
    log(`open files are limited to ${limit} per process: ${formatCount(connections)} pages instead of ${formatCount(config.connections)} (run \`ulimit -n 8192\` first)`);
  }
  const scratch = await createScratchDatabase(serverUrl, `bench_${runId}_deals`);
  try {
    // The app's own `--expose-gc` lets it report memory after a full collection.
    const app = await startApp(scratch.url, { DEMO_LISTINGS: '0' }, ['--expose-gc']);
    const db = await openDatabase({ databaseUrl: scratch.url, schema: DEFAULT_SCHEMA, poolSize: 2 });
    const watch = await ServerStallWatch.start(serverUrl);
    try {
      log(`app started in a child process on 127.0.0.1:${app.port} in ${formatSeconds(app.startMs)}`);
      const api = new BenchApi(app.port);
      const world = await seedDealWorld(api, db, { members: config.members, threads: config.threads, heavyThreads: config.heavyThreads });
      log(
        `seeded through the API in ${formatSeconds(world.seedMs)} (${formatCount(world.requests)} requests): ${world.members.length + 1} members, ` +
          `${formatCount(world.members.length + world.threads.length + world.heavyThreads)} listings, ${formatCount(world.threads.length + world.heavyThreads)} deals`,
      );

      noteStalls(watch.take(), 'seeding');
      log(`6.0 what the app asks of its database: ${formatSeconds(config.idleMs)} idle, then ${config.costMessages} messages one at a time, each seen on the other page`);
      const cost = await measureWriteCost(api, app, world, { messages: config.costMessages, idleMs: config.idleMs });
      log(
        `idle: ${cost.idleTransactionsPerSecond.toFixed(1)} transactions/s (${cost.idleStatementsPerSecond.toFixed(1)} statements/s); ` +
          `per message: ${cost.transactionsPerMessage.toFixed(1)} transactions, ${cost.statementsPerMessage.toFixed(1)} statements, ${cost.cpuMsPerMessage.toFixed(1)} ms of the app's CPU`,
      );
      noteStalls(watch.take(), 'these messages');
      log(`6a. ${config.messagesPerSecond} messages/s for ${formatSeconds(config.deliveryMs)}, sent on schedule, each member's page open`);
      const loadedFrom = await app.databaseCounts();
      const delivery = await measureDelivery(api, world, { messagesPerSecond: config.messagesPerSecond, durationMs: config.deliveryMs });
      const loadedTo = await app.databaseCounts();
      const loadedCost = {
        transactionsPerMessage: (loadedTo.transactions - loadedFrom.transactions) / delivery.sent,
        statementsPerMessage: (loadedTo.statements - loadedFrom.statements) / delivery.sent,
        cpuMsPerMessage: ((loadedTo.cpuMs ?? 0) - (loadedFrom.cpuMs ?? 0)) / delivery.sent,
      };
      log(
        `${formatCount(delivery.sent)} sent at ${delivery.sendRate.toFixed(0)}/s (answered at ${delivery.answerRate.toFixed(0)}/s) to ${delivery.pages} pages: ` +
          `p50 ${formatMs(delivery.p50Ms)}, p95 ${formatMs(delivery.p95Ms)}, p99 ${formatMs(delivery.p99Ms)}, max ${formatMs(delivery.maxMs)}; ` +
          `${delivery.lost} not received 5 s after the last post was answered, ${delivery.failedPosts} posts failed` +
          (delivery.failedPosts > 0 ? ` (${Object.entries(delivery.failures).map(([reason, count]) => `${count} ${reason}`).join(', ')})` : ''),
      );
      log(
        `the app's work per message meanwhile: ${loadedCost.transactionsPerMessage.toFixed(1)} transactions, ${loadedCost.statementsPerMessage.toFixed(1)} statements, ` +
          `${loadedCost.cpuMsPerMessage.toFixed(1)} ms of its CPU`,
      );
      const deliveryStalls = noteStalls(watch.take(), 'these messages');

      log(`6b. ${formatCount(connections)} pages (${connections / config.members} per member) opened ${formatCount(config.connectionStep)} at a time, held ${formatSeconds(config.holdMs)}`);
      const held = await measureHeldStreams(api, app, world, {
        connections,
        step: config.connectionStep,
        holdMs: config.holdMs,
        holdSamples: config.holdSamples,
        probes: config.probes,
      });
      log(
        `opened in ${formatSeconds(held.openMs)}, ${held.failed} refused, ${held.endedByServer} ended by the server while held; ` +
          `${held.probes} messages while held reached all ${connections / config.members} pages of the other party: ` +
          `p50 ${formatMs(held.probeP50Ms)}, slowest ${formatMs(held.probeMaxMs)}, ${held.probesLost} not within 30 s`,
      );
      const heldStalls = noteStalls(watch.take(), 'these messages');
      console.log();
      console.log(
        renderTable([
          ['app memory (after a full GC)', 'pages', 'RSS MB', 'heap MB'],
          ...held.samples.map((sample): Row => [sample.label, formatCount(sample.connections), sample.rssMb.toFixed(1), sample.heapMb.toFixed(1)]),
          ['all closed again', '0', held.afterCloseRssMb.toFixed(1), held.afterCloseHeapMb.toFixed(1)],
        ]),
      );
      console.log();
      log(
        `per 1,000 pages: RSS ${held.rssMbPerThousand.toFixed(1)} MB, heap ${held.heapMbPerThousand.toFixed(1)} MB; while held: ` +
          `RSS ${signed(held.heldRssChangeMb)} MB, heap ${signed(held.heldHeapChangeMb)} MB -> ${held.flat ? 'flat' : 'NOT flat'}`,
      );

      log(`6c. the deal list of the member with ${formatCount(world.heavyThreads)} deals, one request after another`);
      const lists: ThreadListRun[] = [];
      let said = 0;
      // The heavy buyer writes in one of their deals before each request: the list is never the one kept.
      const changeBefore = async () => {
        const threadId = world.heavyThreadIds[said++ % world.heavyThreadIds.length];
        await api.expect('POST', '/api/message/create', world.heavy.token, { thread_id: threadId, message: `一覧を変える ${said}` }, 200);
      };
      const listRuns = [
        { path: '/api/message/thread/index' },
        { path: '/api/message/thread/index?all' },
        { path: '/api/message/thread/index', changeBefore },
      ];
      for (const { path, changeBefore: change } of listRuns) {
        const run = await measureThreadList(api, world.heavy, path, { warmup: config.listWarmup, requests: config.listRequests, changeBefore: change });
        lists.push(run);
        log(
          `${path.padEnd(31)} ${run.deals} deals, ${formatCount(run.bytes)} bytes (${formatCount(run.wireBytes)} as ${run.encoding})${run.changed ? ', changed before each request' : ''}: ` +
            `p50 ${formatMs(run.p50Ms)}, p99 ${formatMs(run.p99Ms)}, max ${formatMs(run.maxMs)} (${run.requests} requests)`,
        );
        if (run.bare) log(`${''.padEnd(31)} the same bytes from the bare Node server: p50 ${formatMs(run.bare.p50Ms)}, p99 ${formatMs(run.bare.p99Ms)}, max ${formatMs(run.bare.maxMs)}`);
        const plan = await explainThreadList(db, world.heavy.id, path.endsWith('?all'));
        run.queryMs = plan.executionMs;
        log(`${''.padEnd(31)} its query in the database (EXPLAIN ANALYZE, quickest of 5): ${formatMs(plan.executionMs)} executing, ${formatMs(plan.planningMs)} planning`);
        // Where the list misses its figure, the plan says whether the database is the part to look at.
        if (run.p99Ms > DEAL_TARGETS.threadListP99Ms) console.log(plan.text.replace(/^/gm, '      '));
      }
      const listStalls = noteStalls(watch.take(), 'these lists');
      const result: DealsResult = { cost, loadedCost, delivery, held, lists, heavyThreads: world.heavyThreads, stalls: { delivery: deliveryStalls, held: heldStalls, lists: listStalls } };
      console.log();
      console.log(renderTable([['figure', 'ours', 'target', ''], ...dealRows(result)]));
      return result;
    } finally {
      await watch.stop();
      await db.close();
      await app.stop();
    }
  } finally {
    await scratch.drop();
  }
}

/** Says when a transaction elsewhere on the server held the app's log back during a measurement. */
function noteStalls(report: StallReport, what: string): StallReport {
  if (report.heldMs > 0) {
    log(
      `note: during ${what}, a write transaction open over 0.5 s elsewhere on the server held the log back for ` +
        `${formatSeconds(report.heldMs)} in all (the longest seen open ${formatSeconds(report.longestMs)}); the app's writes wait for it`,
    );
  }
  return report;
}

function signed(value: number): string {
  return `${value >= 0 ? '+' : ''}${value.toFixed(1)}`;
}

function deliveryMet(run: DeliveryRun): boolean {
  return run.p99Ms <= DEAL_TARGETS.deliveryP99Ms && run.lost === 0 && run.failedPosts === 0 && run.sendRate >= DEAL_TARGETS.messagesPerSecond * 0.95;
}

function heldMet(run: HeldStreamsRun): boolean {
  return run.connections >= DEAL_TARGETS.connections && run.failed === 0 && run.endedByServer === 0 && run.flat;
}

function dealRows(result: DealsResult): Row[] {
  const { delivery, held, cost, loadedCost } = result;
  return [
    [
      `app's work per message: one at a time / at ${delivery.sendRate.toFixed(0)}/s (idle: ${cost.idleTransactionsPerSecond.toFixed(0)} transactions/s)`,
      `${cost.transactionsPerMessage.toFixed(1)} / ${loadedCost.transactionsPerMessage.toFixed(1)} transactions, ${cost.cpuMsPerMessage.toFixed(1)} / ${loadedCost.cpuMsPerMessage.toFixed(1)} ms CPU`,
      '',
      '',
    ],
    [
      `message to the other party's open page, p50 / p95 / p99 (sent ${delivery.sendRate.toFixed(0)}/s, answered ${delivery.answerRate.toFixed(0)}/s, ${formatCount(delivery.sent)} sent, ${delivery.failedPosts} failed, ${delivery.lost} lost)`,
      `${formatMs(delivery.p50Ms)} / ${formatMs(delivery.p95Ms)} / ${formatMs(delivery.p99Ms)}`,
      `p99 <= ${DEAL_TARGETS.deliveryP99Ms} ms at ${DEAL_TARGETS.messagesPerSecond}/s`,
      verdict(deliveryMet(delivery)),
    ],
    [
      `${formatCount(held.connections)} open pages: memory per 1,000, RSS / heap; held ${held.failed + held.endedByServer === 0 ? '' : `(${held.failed} refused, ${held.endedByServer} ended) `}` +
        `${held.flat ? 'flat' : 'NOT flat'} (RSS ${signed(held.heldRssChangeMb)} MB)`,
      `${held.rssMbPerThousand.toFixed(1)} MB / ${held.heapMbPerThousand.toFixed(1)} MB`,
      `${formatCount(DEAL_TARGETS.connections)} held, flat`,
      verdict(heldMet(held)),
    ],
    [
      `a message with ${formatCount(held.connections)} pages open, to all the other party's pages, p50 / slowest of ${held.probes}` +
        (held.probesLost > 0 ? ` (${held.probesLost} not within 30 s)` : ''),
      `${formatMs(held.probeP50Ms)} / ${formatMs(held.probeMaxMs)}`,
      `<= ${DEAL_TARGETS.deliveryP99Ms} ms`,
      verdict(held.probeMaxMs <= DEAL_TARGETS.deliveryP99Ms && held.probesLost === 0),
    ],
    ...result.lists.map((run): Row => [
      `deal list of a member with ${formatCount(result.heavyThreads)} deals (${run.path.endsWith('?all') ? '?all' : 'open ones'}${run.changed ? ', changed before each request' : ''}), p50 / p99 (its query ${formatMs(run.queryMs ?? NaN)} in the database` +
        (run.bare ? `; the bare server, same bytes: ${formatMs(run.bare.p50Ms)} / ${formatMs(run.bare.p99Ms)})` : ')'),
      `${formatMs(run.p50Ms)} / ${formatMs(run.p99Ms)}`,
      `p99 <= ${DEAL_TARGETS.threadListP99Ms} ms`,
      verdict(run.p99Ms <= DEAL_TARGETS.threadListP99Ms && run.deals === result.heavyThreads),
    ]),
  ];
}

/** The deal figures for the summary table (figure, ours, reference, ratio, target, verdict). */
export function dealSummaryRows(result: DealsResult): Row[] {
  return dealRows(result).map(([figure, ours, target, met]): Row => [figure, ours, '', '', target, met]);
}
