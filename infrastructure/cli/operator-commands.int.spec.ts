import { randomBytes } from 'node:crypto';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LOCK_FILE_NAME } from '../database/data-folder-lock';
import { TEMPLATE_ENV } from '../testing/test-databases';

/** Production refuses to start without a master key; any valid one does here. */
const PERSONAL_DATA_KEY = randomBytes(32).toString('base64');

const ROOT = path.join(__dirname, '..', '..');
const HOOK = path.join(ROOT, 'infrastructure', 'testing', 'swc-require-hook.cjs');
const MAIN = path.join(ROOT, 'infrastructure', 'main.ts');
const CLI = path.join(ROOT, 'infrastructure', 'cli', 'cli.ts');

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a source file as its own process, as `npm start` or `npm run …` would run the compiled one. */
function run(
  file: string,
  args: string[],
  env: Record<string, string>,
  options: { stdin?: string; stopWhen?: RegExp; whileRunning?: () => Promise<unknown> } = {},
): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--require', HOOK, file, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', SMTP_URL: '', LOG_LEVEL: 'silent', DEMO_LISTINGS: '0', ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let stopping = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (options.stopWhen?.test(stdout) && child.exitCode === null && !stopping) {
        stopping = true;
        void (options.whileRunning?.() ?? Promise.resolve()).finally(() => child.kill('SIGTERM'));
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdin.end(options.stdin ?? '');
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

const RUNNING = /is running: http:\/\/localhost:\d+/;
const NO_STACK = /\n\s+at /;

describe('Operator commands and production start, as real processes', () => {
  let dataDir: string;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'operator-commands-'));
    const template = process.env[TEMPLATE_ENV];
    if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses production after a development start until demo:remove, creates the first admin with admin:create, then starts', async () => {
    const base = { DATA_DIR: dataDir, PERSONAL_DATA_KEY };
    const production = { ...base, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://ietochi.example' };

    const development = await run(MAIN, [], { ...base, NODE_ENV: 'development', PORT: String(await freePort()) }, { stopWhen: RUNNING });
    expect(development.stdout).toMatch(RUNNING);
    expect(development.stdout).toContain('seller@ietochi.example');
    expect(development.code).toBe(0);
    // Stopped by SIGTERM: the folder is given up.
    expect(fs.existsSync(path.join(dataDir, 'db', LOCK_FILE_NAME))).toBe(false);

    const keyless = await run(MAIN, [], { ...production, PERSONAL_DATA_KEY: '', PORT: String(await freePort()) });
    expect(keyless.code).toBe(1);
    expect(keyless.stderr).toMatch(/PERSONAL_DATA_KEY=\S+: must be set with NODE_ENV=production/);
    expect(keyless.stdout).not.toMatch(RUNNING);

    const refused = await run(MAIN, [], { ...production, PORT: String(await freePort()) });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('npm run demo:remove');
    expect(refused.stderr).toContain('admin@ietochi.example');
    expect(refused.stderr).not.toMatch(NO_STACK);
    expect(refused.stdout).not.toMatch(RUNNING);

    const badAdmin = await run(CLI, ['admin:create'], production, { stdin: 'not-an-address\nshort\nother\n' });
    expect(badAdmin.code).toBe(1);
    expect(badAdmin.stderr).toContain('email: メールアドレスの形式が正しくありません。');
    expect(badAdmin.stderr).toContain('password: パスワードは8文字以上で入力してください。');
    expect(badAdmin.stderr).toContain('password_confirmation: パスワードが一致しません。');

    const removed = await run(CLI, ['demo:remove'], production);
    expect(removed.stderr).toBe('');
    expect(removed.stdout).toContain('デモ用アカウント 5 件と物件 0 件を削除しました');
    expect(removed.code).toBe(0);

    const admin = await run(CLI, ['admin:create'], production, { stdin: 'Ops@Example.jp\nkeep-the-keys-2026\nkeep-the-keys-2026\n' });
    expect(admin.stderr).toBe('');
    expect(admin.stdout).toContain('Admin created: ops@example.jp');
    expect(admin.code).toBe(0);

    const again = await run(CLI, ['admin:create'], production, { stdin: 'ops@example.jp\nkeep-the-keys-2027\nkeep-the-keys-2027\n' });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('email: このメールアドレスの管理者はすでに登録されています。');

    // The development start wrapped the demo lawyer's key with this key: another one opens nothing.
    const wrongKey = await run(MAIN, [], { ...production, PERSONAL_DATA_KEY: randomBytes(32).toString('base64'), PORT: String(await freePort()) });
    expect(wrongKey.code).toBe(1);
    expect(wrongKey.stderr).toContain('PERSONAL_DATA_KEY does not open the stored person keys');
    expect(wrongKey.stderr).not.toMatch(NO_STACK);
    expect(wrongKey.stdout).not.toMatch(RUNNING);

    const port = await freePort();
    let signIn: { status: number; body: { success: boolean; data: { access_token?: string } } } | undefined;
    const started = await run(MAIN, [], { ...production, PORT: String(port) }, {
      stopWhen: RUNNING,
      whileRunning: async () => {
        const response = await fetch(`http://127.0.0.1:${port}/api/admin/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'ops@example.jp', password: 'keep-the-keys-2026' }),
        });
        signIn = { status: response.status, body: (await response.json()) as NonNullable<typeof signIn>['body'] };
      },
    });
    // A development start afterwards neither brings them back nor names their passwords.
    const developmentAgain = await run(MAIN, [], { ...base, NODE_ENV: 'development', PORT: String(await freePort()) }, { stopWhen: RUNNING });
    expect(developmentAgain.stdout).toMatch(RUNNING);
    expect(developmentAgain.stdout).not.toContain('ietochi.example');
    expect(developmentAgain.stdout).toContain('/dev/mailbox');
    expect(developmentAgain.code).toBe(0);

    expect(signIn?.status).toBe(200);
    expect(signIn?.body.data.access_token).toEqual(expect.any(String));
    expect(started.stdout).toMatch(RUNNING);
    expect(started.stdout).not.toContain('ietochi.example');
    expect(started.code).toBe(0);
  });
});
