import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zlib from 'node:zlib';
import { startBareFileServer, type ChildServer } from './search.bench';
import { inParallel, type BenchApi, type BenchMember, type BenchThread, type DealWorld } from './deal-members';
import { LiveStream, type LiveEvent } from './deal-streams';
import { percentile } from './stats';

/** How long after the last post answered a message may still reach the other party's page before it counts as lost. */
const LOST_AFTER_MS = 5000;
/** How long a single message, sent while thousands of pages are open, is waited for. */
const PROBE_WAIT_MS = 30_000;

/**
 * Who is waiting for which message: per receiving member and deal, the send times of the messages
 * not seen yet, oldest first. In a deal only one party writes, so every `message` event of the
 * deal on the other party's page is one of these, in the order the log holds them.
 */
class Deliveries {
  private readonly waiting = new Map<string, number[]>();
  readonly latencies: number[] = [];

  expect(receiverId: string, threadId: string, sentAt: number): void {
    const key = `${receiverId} ${threadId}`;
    const queue = this.waiting.get(key) ?? [];
    queue.push(sentAt);
    this.waiting.set(key, queue);
  }

  /** A message whose post failed is not waited for: it was never written. */
  forget(receiverId: string, threadId: string, sentAt: number): void {
    const queue = this.waiting.get(`${receiverId} ${threadId}`);
    const index = queue?.indexOf(sentAt) ?? -1;
    if (queue && index >= 0) queue.splice(index, 1);
  }

  seen(receiverId: string, event: LiveEvent): void {
    if (event.event !== 'message' || !event.threadId) return;
    const sentAt = this.waiting.get(`${receiverId} ${event.threadId}`)?.shift();
    if (sentAt !== undefined) this.latencies.push(event.at - sentAt);
  }

  get outstanding(): number {
    let count = 0;
    for (const queue of this.waiting.values()) count += queue.length;
    return count;
  }
}

async function settled(deliveries: Deliveries, timeoutMs: number): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (deliveries.outstanding > 0 && performance.now() < deadline) await sleep(20);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function sleepUntil(at: number): Promise<void> {
  return sleep(Math.max(0, at - performance.now()));
}

/** Opens a page per member, each reporting to `deliveries`; resolves once all are registered. */
async function openPages(port: number, members: readonly BenchMember[], perMember: number, onEvent: (stream: LiveStream, event: LiveEvent) => void, concurrency = 50): Promise<{ streams: LiveStream[]; failed: number }> {
  const wanted = members.flatMap((member) => Array.from({ length: perMember }, () => member));
  const streams: LiveStream[] = [];
  let failed = 0;
  await inParallel(wanted, concurrency, async (member) => {
    const stream = new LiveStream(port, member.id, member.token, onEvent);
    streams.push(stream);
    await stream.ready.catch(() => (failed += 1));
  });
  return { streams, failed };
}

// ---------------------------------------------------------------- 1. message to the other page

export interface DeliveryRun {
  sent: number;
  /** Posts answered per second, from the first sent to the last answered: what the app kept up with. */
  answerRate: number;
  failedPosts: number;
  /** Why posts failed: an HTTP status, or the client's error. */
  failures: Record<string, number>;
  lost: number;
  sendRate: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  pages: number;
}

/**
 * Every member's page open; messages posted on a fixed schedule (`messagesPerSecond`, not waiting
 * for answers), each in the next deal in turn by the party who writes in it. Each is timed from
 * just before its POST to its `event: message` on the other party's page.
 */
export async function measureDelivery(api: BenchApi, world: DealWorld, options: { messagesPerSecond: number; durationMs: number }): Promise<DeliveryRun> {
  const deliveries = new Deliveries();
  const pages = await openPages(api.port, world.members, 1, (stream, event) => deliveries.seen(stream.memberId, event));
  if (pages.failed > 0) throw new Error(`${pages.failed} of the members' pages did not open`);
  const total = Math.round((options.durationMs / 1000) * options.messagesPerSecond);
  const intervalMs = 1000 / options.messagesPerSecond;
  let failedPosts = 0;
  const failures: Record<string, number> = {};
  const failed = (reason: string, reader: BenchMember, threadId: string, sentAt: number) => {
    failedPosts += 1;
    failures[reason] = (failures[reason] ?? 0) + 1;
    deliveries.forget(reader.id, threadId, sentAt);
  };
  const posts: Promise<void>[] = [];
  const started = performance.now();
  let lastSent = started;
  let lastAnswered = started;
  try {
    for (let i = 0; i < total; i++) {
      // Behind schedule (a busy machine), the messages due are sent at once rather than one per turn.
      const due = started + i * intervalMs;
      if (due - performance.now() > 1) await sleepUntil(due);
      const thread = world.threads[i % world.threads.length];
      const [writer, reader] = writerOf(thread, i);
      const sentAt = performance.now();
      lastSent = sentAt;
      deliveries.expect(reader.id, thread.id, sentAt);
      posts.push(
        api
          .call('POST', '/api/message/create', writer.token, { thread_id: thread.id, message: `ベンチのメッセージ ${i}` })
          .then((answer) => {
            lastAnswered = performance.now();
            if (answer.status !== 200) failed(`HTTP ${answer.status}`, reader, thread.id, sentAt);
          })
          .catch((error: unknown) => failed((error as { cause?: { code?: string } }).cause?.code ?? String(error), reader, thread.id, sentAt)),
      );
    }
    await Promise.all(posts);
    await settled(deliveries, LOST_AFTER_MS);
  } finally {
    for (const stream of pages.streams) stream.close();
  }
  const { latencies } = deliveries;
  return {
    sent: total,
    answerRate: (total / (lastAnswered - started)) * 1000,
    failedPosts,
    failures,
    lost: deliveries.outstanding,
    sendRate: (total / (lastSent - started + intervalMs)) * 1000,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    maxMs: percentile(latencies, 100),
    pages: pages.streams.length,
  };
}

/** The party who writes in a deal: the buyer in every other deal, the seller in the rest. */
function writerOf(thread: BenchThread, index: number): [BenchMember, BenchMember] {
  return index % 2 === 0 ? [thread.buyer, thread.seller] : [thread.seller, thread.buyer];
}

// ---------------------------------------------------------------- 2. many pages held open

export interface MemorySample {
  label: string;
  connections: number;
  rssMb: number;
  heapMb: number;
}

export interface HeldStreamsRun {
  connections: number;
  failed: number;
  endedByServer: number;
  openMs: number;
  samples: MemorySample[];
  /** Memory taken per 1,000 open pages, from none to all. */
  rssMbPerThousand: number;
  heapMbPerThousand: number;
  /** How much memory moved while all were held, from the first sample with all open to the last. */
  heldRssChangeMb: number;
  heldHeapChangeMb: number;
  flat: boolean;
  probes: number;
  probesLost: number;
  /** From the POST to the last of the other party's pages receiving it. */
  probeP50Ms: number;
  probeMaxMs: number;
  afterCloseRssMb: number;
  afterCloseHeapMb: number;
}

const MB = 1024 * 1024;

/**
 * `connections` pages spread over the members, opened a step at a time, the app's memory sampled
 * (after a full collection) at each step and while they are all held; meanwhile messages are
 * posted one at a time and timed to every page of the other party.
 */
export async function measureHeldStreams(
  api: BenchApi,
  app: ChildServer,
  world: DealWorld,
  options: { connections: number; step: number; holdMs: number; holdSamples: number; probes: number },
): Promise<HeldStreamsRun> {
  const sample = async (label: string, connections: number): Promise<MemorySample> => {
    const usage = await app.memory();
    return { label, connections, rssMb: usage.rss / MB, heapMb: usage.heapUsed / MB };
  };
  const perMember = options.connections / world.members.length;
  // The time a probe's last page received it: per receiving member and deal, pages still waiting.
  const probes = new Map<string, { sentAt: number; pages: number; lastAt: number }>();
  const onEvent = (stream: LiveStream, event: LiveEvent) => {
    if (event.event !== 'message') return;
    const probe = probes.get(`${stream.memberId} ${event.threadId}`);
    if (!probe || probe.pages === 0) return;
    probe.pages -= 1;
    probe.lastAt = event.at;
  };
  const samples: MemorySample[] = [await sample('none open', 0)];
  const streams: LiveStream[] = [];
  let failed = 0;
  const openStarted = performance.now();
  try {
    for (let opened = 0; opened < options.connections; opened += options.step) {
      const count = Math.min(options.step, options.connections - opened);
      // The same number of pages for every member at each step.
      const members = Array.from({ length: count }, (_, i) => world.members[(opened + i) % world.members.length]);
      const pages = await openPages(api.port, members, 1, onEvent);
      streams.push(...pages.streams);
      failed += pages.failed;
      samples.push(await sample(`${streams.length} open`, streams.length));
    }
    const openMs = performance.now() - openStarted;
    const holdStarted = performance.now();
    const held: MemorySample[] = [samples[samples.length - 1]];
    const sampler = async () => {
      for (let k = 1; k <= options.holdSamples; k++) {
        await sleepUntil(holdStarted + (k * options.holdMs) / options.holdSamples);
        held.push(await sample(`held ${((performance.now() - holdStarted) / 1000).toFixed(0)} s`, streams.filter((stream) => !stream.endedByServer).length));
      }
    };
    const probeTimes: number[] = [];
    let probesLost = 0;
    const prober = async () => {
      for (let i = 0; i < options.probes; i++) {
        await sleepUntil(holdStarted + ((i + 0.5) * options.holdMs) / options.probes);
        const thread = world.threads[i % world.threads.length];
        const [writer, reader] = writerOf(thread, i);
        const key = `${reader.id} ${thread.id}`;
        const probe = { sentAt: performance.now(), pages: perMember, lastAt: 0 };
        probes.set(key, probe);
        await api.expect('POST', '/api/message/create', writer.token, { thread_id: thread.id, message: `同時接続中のメッセージ ${i}` }, 200);
        const deadline = probe.sentAt + PROBE_WAIT_MS;
        while (probe.pages > 0 && performance.now() < deadline) await sleep(5);
        if (probe.pages > 0) probesLost += 1;
        else probeTimes.push(probe.lastAt - probe.sentAt);
        probes.delete(key);
      }
    };
    await Promise.all([sampler(), prober()]);
    samples.push(...held.slice(1));
    const first = samples[0];
    const full = held[0];
    const last = held[held.length - 1];
    const endedByServer = streams.filter((stream) => stream.endedByServer).length;
    for (const stream of streams) stream.close();
    await sleep(2000);
    const afterClose = await sample('all closed', 0);
    const heldRssChangeMb = Math.max(...held.map((s) => s.rssMb)) - full.rssMb;
    const heldHeapChangeMb = Math.max(...held.map((s) => s.heapMb)) - full.heapMb;
    const thousands = options.connections / 1000;
    const rssTaken = full.rssMb - first.rssMb;
    const heapTaken = full.heapMb - first.heapMb;
    return {
      connections: streams.length,
      failed,
      endedByServer,
      openMs,
      samples,
      rssMbPerThousand: rssTaken / thousands,
      heapMbPerThousand: heapTaken / thousands,
      heldRssChangeMb,
      heldHeapChangeMb,
      // Flat: while held, memory grows by no more than a tenth of what opening the pages took (and
      // at most 5 MB of RSS or 2 MB of heap, for the run where opening took next to nothing).
      flat: heldRssChangeMb <= Math.max(5, rssTaken / 10) && heldHeapChangeMb <= Math.max(2, heapTaken / 10) && last.connections === full.connections,
      probes: options.probes,
      probesLost,
      probeP50Ms: percentile(probeTimes, 50),
      probeMaxMs: percentile(probeTimes, 100),
      afterCloseRssMb: afterClose.rssMb,
      afterCloseHeapMb: afterClose.heapMb,
    };
  } finally {
    for (const stream of streams) stream.close();
  }
}

// ---------------------------------------------------------------- 3. a long deal list

export interface ThreadListRun {
  path: string;
  /** The list was changed before each request (untimed), so none was answered from what was kept. */
  changed: boolean;
  requests: number;
  deals: number;
  /** The answer's JSON, and as it went over the wire (`encoding`). */
  bytes: number;
  wireBytes: number;
  encoding: string;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The list's query alone, as the database timed it (EXPLAIN ANALYZE), once. */
  queryMs?: number;
  /** The same bytes from the bare Node server, timed by the same client in the same run. */
  bare?: { p50Ms: number; p99Ms: number; maxMs: number };
}

/** One answer: its status, headers and the bytes as they came over the wire. */
interface WireAnswer {
  status: number;
  encoding: string;
  body: Buffer;
}

/**
 * A GET timed to the answer's last byte, as a browser receives it (asking for brotli or gzip, as
 * browsers do), through a kept-alive connection. The bytes are only counted: decompressing and
 * decoding 280 kB each time made the load generator collect its garbage every 70-100 ms, and its
 * pauses (3-12 ms, with steps of up to 8 ms) were what the slowest requests measured.
 */
function timedGet(agent: http.Agent, url: string, headers: Record<string, string>, keep: boolean): Promise<{ ms: number; answer?: WireAnswer }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers: { 'accept-encoding': 'br, gzip', ...headers } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => {
        if (keep) chunks.push(chunk);
      });
      response.on('end', () => {
        const ms = performance.now() - started;
        const encoding = String(response.headers['content-encoding'] ?? 'identity');
        resolve({ ms, answer: keep ? { status: response.statusCode ?? 0, encoding, body: Buffer.concat(chunks) } : undefined });
      });
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

function decoded(answer: WireAnswer): string {
  if (answer.encoding === 'br') return zlib.brotliDecompressSync(answer.body).toString('utf8');
  if (answer.encoding === 'gzip') return zlib.gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

interface ListOptions {
  warmup: number;
  requests: number;
  /** Run before each request, untimed: a change to the list, so that no answer is one kept from before. */
  changeBefore?: () => Promise<void>;
}

/** `requests` GETs of `url` one after another, after `warmup` untimed ones; the first answer kept. */
async function timeGets(url: string, headers: Record<string, string>, options: ListOptions) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const get = async (keep: boolean) => {
    await options.changeBefore?.();
    return timedGet(agent, url, headers, keep);
  };
  try {
    for (let i = 0; i < options.warmup; i++) await get(false);
    const first = await get(true);
    const times = [first.ms];
    for (let i = 1; i < options.requests; i++) times.push((await get(false)).ms);
    return { answer: first.answer!, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: percentile(times, 100) };
  } finally {
    agent.destroy();
  }
}

/**
 * The member's deal list, one request after another, each timed to its last byte; then, for a
 * list that stays the same, the same bytes from the bare Node server, timed the same way, as the
 * floor this machine and client give.
 */
export async function measureThreadList(api: BenchApi, member: BenchMember, path: string, options: ListOptions): Promise<ThreadListRun> {
  const timed = await timeGets(`http://127.0.0.1:${api.port}${path}`, { Authorization: `Bearer ${member.token}` }, options);
  const { answer } = timed;
  const text = decoded(answer);
  if (answer.status !== 200) throw new Error(`${path} answered ${answer.status}: ${text}`);
  const run = {
    path,
    changed: options.changeBefore !== undefined,
    requests: options.requests,
    deals: (JSON.parse(text) as { data: unknown[] }).data.length,
    bytes: Buffer.byteLength(text),
    wireBytes: answer.body.length,
    encoding: answer.encoding,
    p50Ms: timed.p50Ms,
    p99Ms: timed.p99Ms,
    maxMs: timed.maxMs,
  };
  if (run.changed) return run;
  const dir = await mkdtemp(join(tmpdir(), 'ietochi-deal-list-'));
  const file = join(dir, 'answer');
  await writeFile(file, answer.body);
  const bareServer = await startBareFileServer(file, answer.encoding === 'identity' ? undefined : answer.encoding);
  let bare: ThreadListRun['bare'];
  try {
    const reference = await timeGets(`http://127.0.0.1:${bareServer.port}/`, {}, options);
    bare = { p50Ms: reference.p50Ms, p99Ms: reference.p99Ms, maxMs: reference.maxMs };
  } finally {
    await bareServer.stop();
    await rm(dir, { recursive: true, force: true });
  }
  return { ...run, bare };
}

// ---------------------------------------------------------------- 0. what one message costs the database

export interface WriteCostRun {
  messages: number;
  /** Per message posted one after another (each answered before the next), the work meanwhile included. */
  transactionsPerMessage: number;
  statementsPerMessage: number;
  /** What the app asks of its database per second with nothing happening (polling). */
  idleTransactionsPerSecond: number;
  idleStatementsPerSecond: number;
  /** The app's CPU time per message posted one at a time. */
  cpuMsPerMessage: number;
}

/**
 * Counts the app's transactions and statements: first over `idleMs` with nothing sent, then over
 * `messages` messages posted one at a time, each reaching the other party's page before the next.
 */
export async function measureWriteCost(api: BenchApi, app: ChildServer, world: DealWorld, options: { messages: number; idleMs: number }): Promise<WriteCostRun> {
  const deliveries = new Deliveries();
  const pages = await openPages(api.port, world.members, 1, (stream, event) => deliveries.seen(stream.memberId, event));
  try {
    await sleep(500);
    const idleFrom = await app.databaseCounts();
    await sleep(options.idleMs);
    const idleTo = await app.databaseCounts();
    const from = await app.databaseCounts();
    for (let i = 0; i < options.messages; i++) {
      const thread = world.threads[i % world.threads.length];
      const [writer, reader] = writerOf(thread, i);
      deliveries.expect(reader.id, thread.id, performance.now());
      await api.expect('POST', '/api/message/create', writer.token, { thread_id: thread.id, message: `数えるメッセージ ${i}` }, 200);
      await settled(deliveries, LOST_AFTER_MS);
    }
    const to = await app.databaseCounts();
    return {
      messages: options.messages,
      transactionsPerMessage: (to.transactions - from.transactions) / options.messages,
      statementsPerMessage: (to.statements - from.statements) / options.messages,
      idleTransactionsPerSecond: ((idleTo.transactions - idleFrom.transactions) / options.idleMs) * 1000,
      idleStatementsPerSecond: ((idleTo.statements - idleFrom.statements) / options.idleMs) * 1000,
      cpuMsPerMessage: ((to.cpuMs ?? 0) - (from.cpuMs ?? 0)) / options.messages,
    };
  } finally {
    for (const stream of pages.streams) stream.close();
  }
}
