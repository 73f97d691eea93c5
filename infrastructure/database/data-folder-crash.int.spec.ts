import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase } from './database';
import { DataFolderLocked, LOCK_FILE_NAME } from './data-folder-lock';
import { TEMPLATE_ENV } from '../testing/test-databases';

const ROOT = path.join(__dirname, '..', '..');
const HOLDER = path.join(ROOT, 'infrastructure', 'testing', 'data-folder-holder.process.ts');
const CLI = path.join(ROOT, 'infrastructure', 'cli', 'cli.ts');
const ROUNDS = 20;
/** Some 30 s on a quiet machine; a busy shared one has taken four times that. */
const CRASH_TEST_TIMEOUT_MS = 300_000;

interface Holder {
  child: ChildProcess;
  acked: string[];
  ready: Promise<number>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

function startHolder(dataDir: string, env: Record<string, string> = {}): Holder {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: dataDir, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acked: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
  const ready = new Promise<number>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const [word, value] = line.split(' ');
      if (word === 'ready') resolve(Number(value));
      if (word === 'ack') acked.push(value);
    });
    void exited.then(({ code, signal }) => reject(new Error(`holder ended before it was ready (code ${code}, signal ${signal}): ${stderr}`)));
  });
  ready.catch(() => undefined);
  return { child, acked, ready, exited };
}

function runCli(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('one process per embedded data folder', () => {
  let dataDir: string;
  let dbDir: string;

  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-crash-'));
    dbDir = path.join(dataDir, 'db');
    const template = process.env[TEMPLATE_ENV];
    if (template) fs.cpSync(template, dbDir, { recursive: true });
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  /** Waits until the lock file names this pid: the process holds the folder and is opening the database. */
  async function lockTakenBy(pid: number): Promise<number> {
    for (let waited = 0; waited < 60_000; waited += 5) {
      try {
        const holder = JSON.parse(fs.readFileSync(path.join(dbDir, LOCK_FILE_NAME), 'utf8')) as { pid: number };
        if (holder.pid === pid) return pid;
      } catch {
        // Not there yet, or still the dead holder's.
      }
      await sleep(5);
    }
    throw new Error(`pid ${pid} never took the lock`);
  }

  it(`keeps every acknowledged write through ${ROUNDS} kill -9 of the holder, refusing a second opener while it lives`, async () => {
    const acknowledged: string[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const holder = startHolder(dbDir);
      // Every fourth holder dies while it is still opening the database (recovering from the last death).
      const whileOpening = round % 4 === 3;
      const pid = whileOpening ? await lockTakenBy(holder.child.pid!) : await holder.ready;
      expect(pid).toBe(holder.child.pid);
      // A second opener while the holder lives: refused at once, naming the holder.
      const refused = await openDatabase({ dataDir: dbDir }).then(
        (db) => db.close().then(() => null),
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(DataFolderLocked);
      expect((refused as Error).message).toContain(`(pid ${pid})`);
      await sleep(Math.floor(Math.random() * (whileOpening ? 100 : 300)));
      holder.child.kill('SIGKILL');
      const { signal } = await holder.exited;
      expect(signal).toBe('SIGKILL');
      acknowledged.push(...holder.acked);
      // The dead holder's lock file stays behind and is taken over by the next opener.
      expect(fs.existsSync(path.join(dbDir, LOCK_FILE_NAME))).toBe(true);
    }
    expect(acknowledged.length).toBeGreaterThan(ROUNDS);

    const db = await openDatabase({ dataDir: dbDir });
    try {
      const { rows } = await db.query<{ event_id: string }>(`SELECT event_id FROM "${db.schema}".events WHERE stream_id = 'crash-check'`);
      const stored = new Set(rows.map((row) => row.event_id));
      expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    } finally {
      await db.close();
    }
    expect(fs.existsSync(path.join(dbDir, LOCK_FILE_NAME))).toBe(false);
  }, CRASH_TEST_TIMEOUT_MS);

  it('refuses `cli migrate` while a holder runs, with the message and no stack trace, and lets it run once the holder is gone', async () => {
    const holder = startHolder(dbDir);
    const pid = await holder.ready;
    try {
      const refused = await runCli(dataDir, ['migrate']);
      expect(refused.code).not.toBe(0);
      expect(refused.stderr).toContain(`データフォルダ ${dbDir} は別のプロセス (pid ${pid}) が使用中です。`);
      expect(refused.stderr).toContain(`The data folder ${dbDir} is in use by another process (pid ${pid}). Stop it, then run this again.`);
      expect(refused.stderr).not.toMatch(/\n\s+at /);
    } finally {
      holder.child.kill('SIGKILL');
      await holder.exited;
    }
    const after = await runCli(dataDir, ['migrate']);
    expect(after.stderr).toBe('');
    expect(after.stdout).toContain('schema is up to date');
    expect(after.code).toBe(0);
  });

  it('releases the folder when the holder ends normally', async () => {
    const holder = startHolder(dbDir, { HOLDER_WRITES: '3' });
    await holder.ready;
    expect(await holder.exited).toEqual({ code: 0, signal: null });
    expect(holder.acked).toHaveLength(3);
    expect(fs.existsSync(path.join(dbDir, LOCK_FILE_NAME))).toBe(false);
  });
});
