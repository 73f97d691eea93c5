import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { openDatabase, DEFAULT_SCHEMA } from '../infrastructure/database/database';
import { migrate } from '../infrastructure/database/migrations';
import { allMigrations } from '../infrastructure/database/all-migrations';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner';
import { allProjectors } from '../infrastructure/app/projectors';
import type { DatabaseCounts } from './counting-database';
import type { StatementShape } from './statement-log';
import { citiesOf, loadListings, Random, PREFECTURE_WEIGHTS } from './search-listings';
import { percentile } from './stats';

const BENCH_DIR = __dirname;

export interface SearchDataSet {
  listings: number;
  events: number;
  loadMs: number;
  projectMs: number;
  /** Rebuild time per projection, slowest first. */
  projections: { name: string; ms: number }[];
}

/**
 * Fills the app's schema of an empty database with `listings` listings: their events written
 * straight into the log, then every read model built by the app's projection runner (a rebuild
 * per projection, as `npm run db:rebuild` does). Master data is seeded by the app on its start.
 */
export async function prepareSearchData(url: string, listings: number): Promise<SearchDataSet> {
  const db = await openDatabase({ databaseUrl: url, schema: DEFAULT_SCHEMA, poolSize: 4 });
  try {
    await migrate(db, allMigrations);
    const loadStarted = performance.now();
    const load = await loadListings(db, listings);
    const loadMs = performance.now() - loadStarted;
    const runner = new ProjectionRunner(db, allProjectors);
    await runner.prepare();
    const projections: { name: string; ms: number }[] = [];
    const projectStarted = performance.now();
    for (const projector of allProjectors) {
      const started = performance.now();
      await runner.rebuild(projector.name);
      projections.push({ name: projector.name, ms: performance.now() - started });
    }
    const projectMs = performance.now() - projectStarted;
    return { listings, events: load.events, loadMs, projectMs, projections: projections.sort((a, b) => b.ms - a.ms) };
  } finally {
    await db.close();
  }
}

// ---------------------------------------------------------------- child processes

export interface ChildServer {
  port: number;
  startMs: number;
  /** The child's `process.memoryUsage()`, taken after a full collection when it runs with `--expose-gc`. */
  memory(): Promise<NodeJS.MemoryUsage>;
  /** What the app (started by `startApp`) has asked of its database so far. */
  databaseCounts(): Promise<DatabaseCounts>;
  /** The app's three search statement shapes with the highest p99 since the last `resetStatements`. */
  slowestStatements(): Promise<StatementShape[]>;
  resetStatements(): void;
  stop(): Promise<void>;
}

/** Forks `entry` (TypeScript, compiled on load) and waits for it to say it listens. */
async function startChild(entry: string, env: Record<string, string>, timeoutMs: number, nodeOptions: string[] = []): Promise<ChildServer> {
  const started = performance.now();
  const child: ChildProcess = fork(path.join(BENCH_DIR, entry), [], {
    env: { ...process.env, ...env },
    execArgv: [...nodeOptions, '--require', path.join(BENCH_DIR, '..', 'infrastructure', 'testing', 'swc-require-hook.cjs')],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${entry} did not start within ${timeoutMs} ms`)), timeoutMs);
    child.once('message', (message: { ready?: boolean; port?: number }) => {
      clearTimeout(timer);
      if (message.ready && message.port) resolve(message.port);
      else reject(new Error(`${entry} sent ${JSON.stringify(message)}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${entry} exited with ${code} before it listened`));
    });
  });
  let memoryAsks = 0;
  let countAsks = 0;
  let statementAsks = 0;
  return {
    port,
    startMs: performance.now() - started,
    memory: () =>
      new Promise<NodeJS.MemoryUsage>((resolve, reject) => {
        const ask = ++memoryAsks;
        const timer = setTimeout(() => reject(new Error(`${entry} did not report its memory`)), 30_000);
        const listen = (message: { memory?: number; usage?: NodeJS.MemoryUsage }) => {
          if (message.memory !== ask || !message.usage) return;
          clearTimeout(timer);
          child.off('message', listen);
          resolve(message.usage);
        };
        child.on('message', listen);
        child.send({ memory: ask });
      }),
    databaseCounts: () =>
      new Promise<DatabaseCounts>((resolve, reject) => {
        const ask = ++countAsks;
        const timer = setTimeout(() => reject(new Error(`${entry} did not report its database counts`)), 30_000);
        const listen = (message: { databaseCounts?: number; counts?: DatabaseCounts }) => {
          if (message.databaseCounts !== ask || !message.counts) return;
          clearTimeout(timer);
          child.off('message', listen);
          resolve(message.counts);
        };
        child.on('message', listen);
        child.send({ databaseCounts: ask });
      }),
    slowestStatements: () =>
      new Promise<StatementShape[]>((resolve, reject) => {
        const ask = ++statementAsks;
        const timer = setTimeout(() => reject(new Error(`${entry} did not report its statements`)), 30_000);
        const listen = (message: { statements?: number; shapes?: StatementShape[] }) => {
          if (message.statements !== ask || !message.shapes) return;
          clearTimeout(timer);
          child.off('message', listen);
          resolve(message.shapes);
        };
        child.on('message', listen);
        child.send({ statements: ask });
      }),
    resetStatements: () => {
      child.send({ statementsReset: true });
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

/**
 * The app as `npm start` runs it, on the bench's database, 127.0.0.1 only, logging nothing;
 * `env` adds or overrides settings, `nodeOptions` go to its `node`.
 */
export async function startApp(databaseUrl: string, env: Record<string, string> = {}, nodeOptions: string[] = []): Promise<ChildServer & { dataDir: string }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ietochi-bench-'));
  const port = await freePort();
  const app = await startChild(
    'search-app.server.ts',
    { DATABASE_URL: databaseUrl, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'development', ...env },
    120_000,
    nodeOptions,
  );
  return {
    ...app,
    dataDir,
    stop: async () => {
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export function startBareServer(body: string): Promise<ChildServer> {
  return startChild('bare-http.server.ts', { BARE_BODY: body }, 30_000);
}

/** The bare server answering the bytes of `file`, compressed as `contentEncoding` says. */
export function startBareFileServer(file: string, contentEncoding?: string): Promise<ChildServer> {
  return startChild('bare-http.server.ts', { BARE_BODY_FILE: file, ...(contentEncoding ? { BARE_CONTENT_ENCODING: contentEncoding } : {}) }, 30_000);
}

/** A port nothing listens on now, for a child server to take. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net');
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// ---------------------------------------------------------------- the mix of searches

export interface SearchRequest {
  label: string;
  path: string;
  body: string;
}

const ONE_CHARACTER = ['港', '山', '海', '川', '駅', '畑', '庭', '森'];
const TWO_CHARACTERS = ['古民', '温泉', '田舎', '平屋', '別荘', '眺望', '井戸', '山林', '松本', '納屋'];
const LONGER = ['古民家', '日当たり良好', '南向き', '家庭菜園', '薪ストーブ', 'リフォーム', '駐車場', '海が見える', '移住支援金', '光回線'];
const PREFECTURE_NAMES = ['長野', '北海道', '高知県', '島根'];
const SORTS = ['newest', 'price_asc', 'price_desc', 'area_asc', 'area_desc'] as const;

/**
 * A fixed mix of searches as people run them: keywords of 1, 2 and 3+ characters (one or two
 * words, a prefecture's name too), region and prefecture, city, price and land-area ranges,
 * land category, hashtag, building or land, every sort, pages 1 to 3, and combinations.
 */
export function searchMix(count = 400): SearchRequest[] {
  const random = new Random(47);
  return Array.from({ length: count }, () => {
    const { body, kinds, page } = searchOf(random);
    return { label: kinds.join(''), path: `/api/property/search?page=${page}`, body: JSON.stringify(body) };
  });
}

/** A price typed into the box as a round figure: any multiple of 100,000 yen from 1,000,000 to 50,000,000. */
function typedPrice(random: Random): number {
  return random.int(10, 500) * 100_000;
}

/**
 * `count` searches from the mix's generator that no other search of this call, of `seen` or of the
 * fixed mix repeats in its conditions (sort and page aside, since the app keeps a search's count
 * for all of them): none of them can be answered from the app's cache. A generated search already
 * seen gets a typed maximum price, then a typed minimum land area, as people narrow one they ran,
 * so every shape of the mix keeps its share. `seen` grows with what is returned.
 */
export function newSearches(count: number, seen: Set<string>, seed: number): SearchRequest[] {
  for (const request of searchMix()) seen.add(conditionsKey(JSON.parse(request.body) as Record<string, unknown>));
  const random = new Random(seed);
  const requests: SearchRequest[] = [];
  while (requests.length < count) {
    const { body, kinds, page } = searchOf(random);
    for (const narrow of [null, 'price', 'landarea', 'both'] as const) {
      if (narrow === 'price' || narrow === 'both') body.max_price = typedPrice(random);
      if (narrow === 'landarea' || narrow === 'both') body.min_landarea = random.int(1, 200) * 10;
      const key = conditionsKey(body);
      if (seen.has(key)) continue;
      seen.add(key);
      if (narrow) kinds.push(`+typed ${narrow}`);
      requests.push({ label: kinds.join(''), path: `/api/property/search?page=${page}`, body: JSON.stringify(body) });
      break;
    }
  }
  return requests;
}

function conditionsKey(body: Record<string, unknown>): string {
  const { sort: _sort, ...conditions } = body;
  return JSON.stringify(Object.entries(conditions).sort(([a], [b]) => a.localeCompare(b)));
}

/** One search as the mix has them: its body, the kinds of condition it has, and its page. */
function searchOf(random: Random): { body: Record<string, unknown>; kinds: string[]; page: number } {
  const body: Record<string, unknown> = {};
  const kinds: string[] = [];
  const shape = random.weighted([
    ['keyword1', 12],
    ['keyword2', 14],
    ['keyword3', 14],
    ['two-words', 6],
    ['prefecture-name', 3],
    ['area', 8],
    ['prefecture', 10],
    ['city', 4],
    ['price', 8],
    ['landarea', 5],
    ['ground', 4],
    ['hashtag', 6],
    ['nothing', 6],
  ] as const);
  kinds.push(shape);
  switch (shape) {
    case 'keyword1':
      body.key_word = random.pick(ONE_CHARACTER);
      break;
    case 'keyword2':
      body.key_word = random.pick(TWO_CHARACTERS);
      break;
    case 'keyword3':
      body.key_word = random.pick(LONGER);
      break;
    case 'two-words':
      body.key_word = `${random.pick([...TWO_CHARACTERS, ...LONGER])}\u3000${random.pick([...ONE_CHARACTER, ...LONGER])}`;
      break;
    case 'prefecture-name':
      body.key_word = random.pick(PREFECTURE_NAMES);
      break;
    case 'area':
      body.area_id = random.int(1, 8);
      break;
    case 'prefecture':
      body.prefecture_id = random.weighted(PREFECTURE_WEIGHTS);
      break;
    case 'city': {
      const prefecture = random.weighted(PREFECTURE_WEIGHTS);
      body.prefecture_id = prefecture;
      body.city = random.pick(citiesOf(prefecture));
      break;
    }
    case 'price':
      if (random.chance(0.7)) body.max_price = random.pick([1_000_000, 3_000_000, 5_000_000, 10_000_000]);
      if (random.chance(0.5)) body.min_price = random.pick([0, 500_000, 1_000_000, 2_000_000]);
      break;
    case 'landarea':
      body.min_landarea = random.pick([100, 200, 500, 1000]);
      if (random.chance(0.5)) body.max_landarea = (body.min_landarea as number) * random.int(2, 10);
      break;
    case 'ground':
      body.ground_id = random.pick([1, 1, 2, 3, 4, 6, 12]);
      break;
    case 'hashtag':
      body.hashtag_id = random.int(1, 26);
      break;
    case 'nothing':
      break;
  }
  // Combinations: many searches narrow by more than one thing.
  if (shape !== 'prefecture' && shape !== 'city' && shape !== 'area' && random.chance(0.3)) {
    if (random.chance(0.5)) body.area_id = random.int(1, 8);
    else body.prefecture_id = random.weighted(PREFECTURE_WEIGHTS);
    kinds.push('+place');
  }
  if (shape !== 'price' && random.chance(0.2)) {
    body.max_price = random.pick([2_000_000, 5_000_000, 10_000_000]);
    kinds.push('+price');
  }
  if (random.chance(0.15)) {
    body.is_building = random.chance(0.6) ? 1 : 0;
    kinds.push('+building');
  }
  if (shape !== 'hashtag' && random.chance(0.1)) {
    body.hashtag_id = random.int(1, 26);
    kinds.push('+hashtag');
  }
  if (shape !== 'ground' && random.chance(0.08)) {
    body.ground_id = random.pick([1, 3, 4]);
    kinds.push('+ground');
  }
  if (random.chance(0.5)) body.sort = random.pick(SORTS);
  const page = random.weighted([
    [1, 70],
    [2, 20],
    [3, 10],
  ] as const);
  return { body, kinds, page };
}

// ---------------------------------------------------------------- first answers

export interface FirstAnswers {
  searches: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  failed: number;
}

/**
 * Every distinct search of `mix` once, `connections` at a time, on an app that has answered none
 * of them yet: each answer is read from the database, none from the app's answer cache.
 */
export async function firstAnswers(port: number, mix: readonly SearchRequest[], connections: number): Promise<FirstAnswers> {
  const distinct = [...new Map(mix.map((request) => [request.path + request.body, request])).values()];
  const times: number[] = [];
  let failed = 0;
  let next = 0;
  const worker = async () => {
    while (next < distinct.length) {
      const request = distinct[next++];
      const started = performance.now();
      const response = await fetch(`http://127.0.0.1:${port}${request.path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: request.body,
      });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (!response.ok) failed++;
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  return { searches: distinct.length, p50Ms: percentile(times, 50), p99Ms: percentile(times, 99), maxMs: Math.max(...times), failed };
}

// ---------------------------------------------------------------- load

export interface LoadRun {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  non2xx: number;
}

/** `connections` connections sending the POST `nextSearch` gives each time, for `durationMs`, as fast as the server answers them. */
async function runSearchLoad(port: number, nextSearch: () => SearchRequest, connections: number, durationMs: number): Promise<LoadRun> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: durationMs / 1000,
    headers: { 'content-type': 'application/json' },
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const search = nextSearch();
          return { ...request, method: 'POST', path: search.path, body: search.body };
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

/**
 * `connections` connections sending POSTs from `mix` at random for `durationMs`, as fast as the
 * server answers them.
 */
export async function runLoad(port: number, mix: readonly SearchRequest[], connections: number, durationMs: number, seed: number): Promise<LoadRun> {
  const random = new Random(seed);
  return runSearchLoad(port, () => random.pick(mix), connections, durationMs);
}

export interface NewSearchRun extends LoadRun {
  /** Requests sent after `searches` ran out, each a repeat (0 when there were enough). */
  repeated: number;
}

/**
 * `connections` connections sending the searches of `searches` in turn for `durationMs`, each
 * once, as fast as the server answers them: every answer is read from the database.
 */
export async function runNewSearches(port: number, searches: readonly SearchRequest[], connections: number, durationMs: number): Promise<NewSearchRun> {
  let next = 0;
  const run = await runSearchLoad(port, () => searches[next++ % searches.length], connections, durationMs);
  return { ...run, repeated: Math.max(0, next - searches.length) };
}
