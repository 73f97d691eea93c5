import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ident, openDatabase } from '../database/database';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';

const ROOT = path.join(__dirname, '..', '..');
const APP_PROCESS = path.join(__dirname, 'crashing-app.process.ts');
/** Compiles the app's TypeScript on load with decorator metadata, which Nest needs. */
const TS_REGISTER = path.join(ROOT, 'infrastructure', 'testing', 'swc-require-hook.cjs');

export interface CrashRetryOptions {
  /** Draft listings created, one write and one key each. */
  writes: number;
  /** The server dies right after this many of them have been appended. */
  crashAfterAppends: number;
  /** Writes in flight at once. */
  inFlight: number;
}

export interface CrashRetryResult {
  attempted: number;
  /** Answered with success before the crash. */
  acknowledged: number;
  /** Writes in the log after the crash that were never answered: the crash fell between append and answer. */
  storedUnanswered: number;
  /** Sent again, with the same key and body, after the restart: every write. */
  retried: number;
  /** Retries answered with success. */
  retriesAnswered: number;
  /** Acknowledged writes whose retry named another listing than the first answer. */
  changedAnswers: number;
  /** Writes stored more than once, counted once per extra copy. */
  duplicates: number;
  /** Writes not stored at all after the retries. */
  missing: number;
  restartMs: number;
}

interface WriteState {
  key: string;
  name: string;
  firstId?: string;
  retryId?: string;
}

/**
 * The exactly-once proof, end to end: a real server process on an embedded data folder takes a
 * stream of writes, each with its own Idempotency-Key, and is killed (SIGKILL) just after one of
 * them is stored but before it is answered, while others are in flight. Once it is gone it is
 * started again on the same folder, every write (acknowledged or not) is sent again with its key,
 * and the log is counted: each write must be there exactly once.
 */
export async function runCrashAndRetry(options: CrashRetryOptions): Promise<CrashRetryResult> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ietochi-crash-'));
  try {
    const writes: WriteState[] = Array.from({ length: options.writes }, (_, i) => ({
      key: `crash-retry-${i}-${Math.random().toString(36).slice(2)}`,
      name: `再送テスト ${i}`,
    }));

    const first = await startServer(dataDir, { CRASH_AFTER_APPENDS: String(options.crashAfterAppends) });
    const token = await signIn(first.port);
    await inParallel(writes, options.inFlight, async (write) => {
      const id = await createDraft(first.port, token, write).catch(() => undefined);
      if (id) write.firstId = id;
    });
    await first.exited;
    if (first.process.signalCode !== 'SIGKILL') throw new Error(`the server ended with ${first.process.exitCode ?? first.process.signalCode}, not by the crash`);

    const afterCrash = await storedDrafts(dataDir);
    const storedBeforeRetry = writes.filter((w) => !w.firstId && (afterCrash.byName.get(w.name) ?? 0) > 0).length;

    const restartStarted = performance.now();
    const second = await startServer(dataDir, {});
    const restartMs = performance.now() - restartStarted;
    // The access token outlives the process: the session is in the database.
    await inParallel(writes, options.inFlight, async (write) => {
      write.retryId = await createDraft(second.port, token, write).catch(() => undefined);
    });
    second.process.kill('SIGTERM');
    await second.exited;

    const stored = await storedDrafts(dataDir);
    // A draft stored without its name is an extra copy of some write.
    let duplicates = stored.unnamed;
    let missing = 0;
    for (const write of writes) {
      const copies = stored.byName.get(write.name) ?? 0;
      if (copies === 0) missing++;
      else duplicates += copies - 1;
    }
    return {
      attempted: writes.length,
      acknowledged: writes.filter((w) => w.firstId).length,
      storedUnanswered: storedBeforeRetry,
      retried: writes.length,
      retriesAnswered: writes.filter((w) => w.retryId).length,
      changedAnswers: writes.filter((w) => w.firstId && w.retryId !== w.firstId).length,
      duplicates,
      missing,
      restartMs,
    };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

interface Server {
  port: number;
  process: ChildProcess;
  exited: Promise<void>;
}

async function startServer(dataDir: string, extraEnv: Record<string, string>): Promise<Server> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(await freePort()),
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    DEMO_LISTINGS: '0',
    ...extraEnv,
  };
  delete env.DATABASE_URL;
  const child = fork(APP_PROCESS, [], { env, execArgv: ['--require', TS_REGISTER], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  // The data folder is free again only once the killed process is gone.
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not start within 120 s')), 120_000);
    child.once('message', (message: { port?: number }) => {
      clearTimeout(timer);
      if (message.port) resolve(message.port);
      else reject(new Error(`the server sent ${JSON.stringify(message)}`));
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before it listened`));
    });
  });
  return { port, process: child, exited };
}

async function signIn(port: number): Promise<string> {
  const { email, password } = DEMO_ACCOUNTS.buyer;
  const response = await fetch(`http://127.0.0.1:${port}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`login answered ${response.status}`);
  return ((await response.json()) as { data: { access_token: string } }).data.access_token;
}

/** Creates a draft named `write.name`; its id, or a rejection when no success came back. */
async function createDraft(port: number, token: string, write: WriteState): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/property/edit`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': write.key },
    body: JSON.stringify({ name: write.name }),
  });
  if (response.status !== 201) throw new Error(`answered ${response.status}`);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** How many listings the log holds per draft name, and how many drafts have no name. */
async function storedDrafts(dataDir: string): Promise<{ byName: Map<string, number>; unnamed: number }> {
  const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
  try {
    const { rows } = await db.query<{ name: string; copies: number }>(
      `SELECT e.data->'values'->>'name' AS name, count(DISTINCT e.stream_id)::int AS copies
       FROM ${ident(db.schema)}.events e
       WHERE e.type = 'PropertyEdited' AND e.data->'values' ? 'name'
       GROUP BY 1`,
    );
    const drafts = await db.query<{ streams: number; named: number }>(
      `SELECT count(*)::int AS streams,
              count(*) FILTER (WHERE EXISTS (SELECT 1 FROM ${ident(db.schema)}.events n
                WHERE n.stream_id = c.stream_id AND n.type = 'PropertyEdited'))::int AS named
       FROM ${ident(db.schema)}.events c WHERE c.type = 'PropertyDraftCreated'`,
    );
    return { byName: new Map(rows.map((row) => [row.name, row.copies])), unnamed: drafts.rows[0].streams - drafts.rows[0].named };
  } finally {
    await db.close();
  }
}

async function inParallel<T>(items: readonly T[], width: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(width, items.length) }, async () => {
      while (next < items.length) await work(items[next++]);
    }),
  );
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
