import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataFolderLock, DataFolderLocked, LOCK_FILE_NAME, processStartTime, type LockHolder } from './data-folder-lock';

/** A pid that ran and has ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('DataFolderLock', () => {
  let folder: string;
  const lockFile = () => path.join(folder, LOCK_FILE_NAME);
  const writeHolder = (holder: Partial<LockHolder>) =>
    fs.writeFileSync(lockFile(), JSON.stringify({ hostname: os.hostname(), since: new Date().toISOString(), nonce: 'n1', started: null, ...holder }));

  beforeEach(() => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'folder-lock-'));
  });
  afterEach(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('writes the holder into the folder and removes it on release', () => {
    const lock = DataFolderLock.acquire(folder);
    const holder = JSON.parse(fs.readFileSync(lockFile(), 'utf8')) as LockHolder;
    expect(holder).toMatchObject({ pid: process.pid, hostname: os.hostname(), started: processStartTime(process.pid) });
    lock.release();
    expect(fs.existsSync(lockFile())).toBe(false);
    DataFolderLock.acquire(folder).release();
  });

  it('refuses a second opener in the same process, naming the pid in Japanese and English', () => {
    const lock = DataFolderLock.acquire(folder);
    try {
      expect(() => DataFolderLock.acquire(folder)).toThrow(DataFolderLocked);
      expect(() => DataFolderLock.acquire(folder)).toThrow(`は別のプロセス (pid ${process.pid}) が使用中です。そのプロセスを止めてから、もう一度実行してください。`);
      expect(() => DataFolderLock.acquire(folder)).toThrow(`is in use by another process (pid ${process.pid}). Stop it, then run this again.`);
    } finally {
      lock.release();
    }
  });

  it('refuses while the recorded process is alive with the recorded start time', () => {
    // The parent of this test process is alive and is not this process.
    writeHolder({ pid: process.ppid, started: processStartTime(process.ppid) });
    expect(() => DataFolderLock.acquire(folder)).toThrow(`(pid ${process.ppid})`);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.ppid);
  });

  it('takes over a lock left by a process that has died', () => {
    const pid = deadPid();
    writeHolder({ pid });
    const lock = DataFolderLock.acquire(folder);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (another start time)', () => {
    writeHolder({ pid: process.ppid, started: '1' });
    const lock = DataFolderLock.acquire(folder);
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file, and a lock this process left behind without holding it', () => {
    fs.writeFileSync(lockFile(), '{"pid": 12');
    DataFolderLock.acquire(folder).release();
    writeHolder({ pid: process.pid, started: processStartTime(process.pid) });
    DataFolderLock.acquire(folder).release();
  });

  it('refuses a lock held on another host and names the file to delete if it is stale', () => {
    writeHolder({ pid: 4242, hostname: 'other-host.example' });
    expect(() => DataFolderLock.acquire(folder)).toThrow(/pid 4242、ホスト other-host\.example.*ietochi-open\.lock/);
  });

  it('release leaves alone a lock file that is no longer its own', () => {
    const lock = DataFolderLock.acquire(folder);
    writeHolder({ pid: process.ppid, started: processStartTime(process.ppid), nonce: 'someone-else' });
    lock.release();
    expect(JSON.parse(fs.readFileSync(lockFile(), 'utf8')).nonce).toBe('someone-else');
  });

  it('lets exactly one of several processes racing for a stale lock take it over', async () => {
    const contenders = 6;
    const script = path.join(__dirname, '..', 'testing', 'data-folder-lock-contender.process.ts');
    for (let round = 0; round < 3; round++) {
      writeHolder({ pid: deadPid() });
      // Far enough ahead for every process to be ready, and held long enough that none comes late to a free folder.
      const startAt = Date.now() + 4000;
      const outputs = await Promise.all(
        Array.from(
          { length: contenders },
          () =>
            new Promise<{ line: string; pid: number }>((resolve) => {
              const child = spawn(process.execPath, ['--import', 'tsx', script], {
                env: { ...process.env, FOLDER: folder, START_AT: String(startAt), HOLD_MS: '4000' },
                stdio: ['ignore', 'pipe', 'inherit'],
              });
              let out = '';
              child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
              child.on('exit', () => resolve({ line: out.trim(), pid: child.pid! }));
            }),
        ),
      );
      const winners = outputs.filter((output) => output.line === 'got');
      expect(winners).toHaveLength(1);
      for (const loser of outputs.filter((output) => output.line !== 'got')) expect(loser.line).toBe(`refused ${winners[0].pid}`);
      expect(fs.existsSync(lockFile())).toBe(false);
    }
  });

  it('gives the folder up when the holding process exits without releasing it', () => {
    const script = path.join(__dirname, '..', 'testing', 'data-folder-lock-contender.process.ts');
    const child = spawnSync(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, FOLDER: folder, START_AT: '0', HOLD_MS: '0', EXIT_HOLDING: '1' },
      encoding: 'utf8',
    });
    expect(child.stdout.trim()).toBe('got');
    expect(child.status).toBe(0);
    expect(fs.existsSync(lockFile())).toBe(false);
  });
});
