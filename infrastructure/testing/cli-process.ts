import { spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.join(__dirname, '..', '..');
const HOOK = path.join(ROOT, 'infrastructure', 'testing', 'swc-require-hook.cjs');
const CLI = path.join(ROOT, 'infrastructure', 'cli', 'cli.ts');

export interface CliEnded {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * Runs the CLI as its own process, as `npm run db:…`/`audit:…` runs the compiled one, from the
 * source instead of the build. The embedded store unless `env` names a server.
 */
export function runCli(args: string[], env: Record<string, string>): Promise<CliEnded> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--require', HOOK, CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}
