import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/** Inside the folder it guards, so a copied or moved folder takes its lock along. */
export const LOCK_FILE_NAME = 'ietochi-open.lock';

export interface LockHolder {
  pid: number;
  /** Start time of the process as the kernel counts it (/proc/<pid>/stat), null where unknown. */
  started: string | null;
  hostname: string;
  since: string;
  /** Tells this holding from any earlier one with the same pid. */
  nonce: string;
}

/** A second opener of an embedded data folder: PGlite has no locking of its own, two writers corrupt it. */
export class DataFolderLocked extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    const shown = displayPath(folder);
    const otherHost = holder.hostname !== os.hostname();
    const who = otherHost ? `pid ${holder.pid}, host ${holder.hostname}` : `pid ${holder.pid}`;
    const whoJa = otherHost ? `pid ${holder.pid}、ホスト ${holder.hostname}` : `pid ${holder.pid}`;
    // On another host the pid cannot be checked here, so the way out is named too.
    const staleJa = otherHost ? `そのホストで動いていないことが確かなら ${path.join(shown, LOCK_FILE_NAME)} を削除してください。` : '';
    const staleEn = otherHost ? ` If it is certainly not running there, delete ${path.join(shown, LOCK_FILE_NAME)}.` : '';
    super(
      `データフォルダ ${shown} は別のプロセス (${whoJa}) が使用中です。そのプロセスを止めてから、もう一度実行してください。${staleJa}` +
        ` / The data folder ${shown} is in use by another process (${who}). Stop it, then run this again.${staleEn}`,
    );
    this.name = 'DataFolderLocked';
  }
}

/** Folders this process holds, so a second open inside the same process is refused as well. */
const heldHere = new Map<string, DataFolderLock>();
let releaseAtExit = false;

const ATTEMPTS = 20;

/**
 * An exclusive hold on a data folder, one process at a time. Node has no flock, so the hold is a
 * file written whole and then hard-linked into place (link fails if the name exists, and a reader
 * never sees it half written). It names the holder's pid, start time and host: a file left by a
 * process that died (kill -9, power loss) is recognised by the pid no longer running, or running
 * with another start time (a reused pid), and taken over.
 */
export class DataFolderLock {
  private released = false;

  private constructor(
    readonly folder: string,
    private readonly file: string,
    private readonly holder: LockHolder,
  ) {
    heldHere.set(folder, this);
    if (!releaseAtExit) {
      releaseAtExit = true;
      process.on('exit', () => {
        for (const lock of [...heldHere.values()]) lock.release();
      });
    }
  }

  static acquire(folder: string): DataFolderLock {
    fs.mkdirSync(folder, { recursive: true });
    const real = fs.realpathSync(folder);
    const file = path.join(real, LOCK_FILE_NAME);
    const me: LockHolder = {
      pid: process.pid,
      started: processStartTime(process.pid),
      hostname: os.hostname(),
      since: new Date().toISOString(),
      nonce: randomBytes(8).toString('hex'),
    };
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const found = readHolder(file);
      if (found === undefined) {
        if (linkNew(file, me)) return new DataFolderLock(real, file, me);
        continue;
      }
      if (found.holder && isHeld(found.holder, real)) throw new DataFolderLocked(folder, found.holder);
      removeIfUnchanged(file, found.text);
      sleepMs(10 + Math.random() * 40);
    }
    throw new Error(`could not take the lock on ${folder}: ${file} keeps changing`);
  }

  /** Gives the folder up; only a file that is still this holding's own is removed. */
  release(): void {
    if (this.released) return;
    this.released = true;
    heldHere.delete(this.folder);
    const current = readHolder(this.file);
    if (current?.holder?.nonce === this.holder.nonce) fs.rmSync(this.file, { force: true });
  }
}

function isHeld(holder: LockHolder, real: string): boolean {
  // This very process, without a hold of its own on the folder: a file it failed to remove.
  if (holder.pid === process.pid && holder.hostname === os.hostname()) return heldHere.has(real);
  return isRunning(holder);
}

function readHolder(file: string): { text: string; holder: LockHolder | null } | undefined {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  return { text, holder: parseHolder(text) };
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    if (!Number.isInteger(value.pid) || typeof value.hostname !== 'string' || typeof value.nonce !== 'string') return null;
    return {
      pid: value.pid!,
      started: typeof value.started === 'string' ? value.started : null,
      hostname: value.hostname,
      since: String(value.since ?? ''),
      nonce: value.nonce,
    };
  } catch {
    // Unreadable content names no holder: nobody can be waiting on it.
    return null;
  }
}

function linkNew(file: string, holder: LockHolder): boolean {
  const draft = `${file}.${holder.pid}.${randomBytes(4).toString('hex')}`;
  const fd = fs.openSync(draft, 'wx', 0o644);
  try {
    fs.writeSync(fd, JSON.stringify(holder));
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
}

/**
 * Removes a stale lock file, but only the one judged stale: under a claim file (itself taken by
 * link, so one taker at a time) its content is read again and compared, so a fresh lock another
 * process has just put in its place is never removed. A claim whose taker has died is cleared.
 */
function removeIfUnchanged(file: string, staleText: string): void {
  const claim = `${file}.takeover`;
  const me: LockHolder = { pid: process.pid, started: processStartTime(process.pid), hostname: os.hostname(), since: new Date().toISOString(), nonce: randomBytes(8).toString('hex') };
  if (!linkNew(claim, me)) {
    const other = readHolder(claim);
    if (other && (!other.holder || !isRunning(other.holder))) {
      const again = readHolder(claim);
      if (again?.text === other.text) fs.rmSync(claim, { force: true });
    }
    return;
  }
  try {
    if (readHolder(file)?.text === staleText) fs.rmSync(file, { force: true });
  } finally {
    fs.rmSync(claim, { force: true });
  }
}

/** Whether the holder still runs; a holder on another host cannot be checked and counts as running. */
export function isRunning(holder: LockHolder): boolean {
  if (holder.hostname !== os.hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
  }
  const started = processStartTime(holder.pid);
  return !(holder.started && started && started !== holder.started);
}

/** Field 22 of /proc/<pid>/stat (after the command name, which may hold spaces and parentheses). */
export function processStartTime(pid: number): string | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19] ?? null;
  } catch {
    return null;
  }
}

function displayPath(folder: string): string {
  const relative = path.relative(process.cwd(), path.resolve(folder));
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? `./${relative}` : path.resolve(folder);
}

function sleepMs(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}
