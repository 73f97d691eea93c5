import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './search.bench';
import { median } from './stats';

const ROOT = path.resolve(__dirname, '..');
const MAIN = path.join('dist', 'server', 'infrastructure', 'main.js');

export interface StartRun {
  /** `npm start` on an empty data folder: a build if one is due, migrations and the demo seed. */
  firstMs: number;
  /** `npm start` again with nothing changed, from spawning it to the first 200 of /api/health. */
  restartsMs: number[];
  /** `node dist/server/infrastructure/main.js` alone on the same folder: no build check. */
  serveMs: number[];
  /** Opening the embedded database on that folder in a fresh Node process (PGlite's start included). */
  openMs: number[];
}

/**
 * Times the app's start the way a developer starts it, on a scratch data folder of the embedded
 * database: the first `npm start`, then restarts with no change, then the server alone.
 */
export async function measureStarts(options: { restarts: number; log: (line: string) => void }): Promise<StartRun> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ietochi-bench-start-'));
  try {
    const run = async (command: string, args: string[], timeoutMs: number) => {
      const port = await freePort();
      // No DATABASE_URL: the embedded database in the scratch folder, as on a fresh clone.
      const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'silent' };
      delete env.DATABASE_URL;
      return timeStart(command, args, env, port, timeoutMs);
    };
    const firstMs = await run('npm', ['start'], 15 * 60_000);
    options.log(`first npm start (build if due, migrations, demo seed) ${(firstMs / 1000).toFixed(2)} s`);
    const restartsMs: number[] = [];
    for (let index = 0; index < options.restarts; index++) {
      restartsMs.push(await run('npm', ['start'], 120_000));
      options.log(`npm start, nothing changed: ${(restartsMs[index] / 1000).toFixed(2)} s`);
    }
    const serveMs: number[] = [];
    for (let index = 0; index < options.restarts; index++) {
      serveMs.push(await run('node', [MAIN], 120_000));
      options.log(`node ${MAIN}: ${(serveMs[index] / 1000).toFixed(2)} s`);
    }
    const openMs: number[] = [];
    for (let index = 0; index < options.restarts; index++) openMs.push(await timeOpen(dataDir));
    options.log(`opening the embedded database on that folder: ${openMs.map((ms) => `${Math.round(ms)} ms`).join(' ')}`);
    return { firstMs, restartsMs, serveMs, openMs };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

export function startFigures(run: StartRun): { restartMs: number; serveMs: number; openMs: number; openShare: number } {
  const restartMs = median(run.restartsMs);
  const openMs = median(run.openMs);
  return { restartMs, serveMs: median(run.serveMs), openMs, openShare: openMs / restartMs };
}

/** Spawns the command, waits for the first 200 of /api/health, stops it and returns the time to that answer. */
async function timeStart(command: string, args: string[], env: NodeJS.ProcessEnv, port: number, timeoutMs: number): Promise<number> {
  const started = performance.now();
  // Its own process group: `npm start` runs a shell and node under it, and all of them are stopped.
  const child = spawn(command, args, { cwd: ROOT, env, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let done = false;
  void exited.then(() => {
    done = true;
  });
  try {
    while (!(await healthy(port))) {
      if (done) throw new Error(`${command} ${args.join(' ')} exited before it answered:\n${errors}`);
      if (performance.now() - started > timeoutMs) throw new Error(`${command} ${args.join(' ')} did not answer within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    return performance.now() - started;
  } finally {
    await stop(child, exited);
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    const answer = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(2000) });
    await answer.arrayBuffer();
    return answer.status === 200;
  } catch {
    return false;
  }
}

/** SIGTERM to the whole group, as Ctrl-C would; the server closes its database and gives the folder up. */
async function stop(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    return;
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
  }, 30_000);
  await exited;
  clearTimeout(timer);
  // npm may leave before the server has closed the data folder: wait until the group is gone.
  while (groupAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 25));
}

function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Opens and closes the embedded database on the folder in a new Node process, timing the open alone. */
function timeOpen(dataDir: string): Promise<number> {
  const script = `
    const { openDatabase } = require(${JSON.stringify(path.join(ROOT, 'dist', 'server', 'infrastructure', 'database', 'database.js'))});
    (async () => {
      const started = performance.now();
      const db = await openDatabase({ dataDir: ${JSON.stringify(dataDir)} });
      const ms = performance.now() - started;
      await db.close();
      process.stdout.write(String(ms));
    })().catch((error) => { console.error(error); process.exit(1); });
  `;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', script], { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('exit', (code) => (code === 0 ? resolve(Number(out)) : reject(new Error(`opening the embedded database failed (${code})`))));
  });
}
