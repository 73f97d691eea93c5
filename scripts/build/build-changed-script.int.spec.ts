import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..', '..');
const SWC_HOOK = path.join(REPO, 'infrastructure', 'testing', 'swc-require-hook.cjs');

/**
 * The script `npm start` runs, copied as it is into a scratch project whose `npm` only records
 * what it was asked to run (and leaves the file a real build leaves), so the test sees exactly
 * which builds a start would have made without making them.
 */
describe('npm start\'s build step (scripts/build-changed.ts)', () => {
  let root: string;
  const calls = () => (fs.existsSync(path.join(root, 'npm-calls.log')) ? fs.readFileSync(path.join(root, 'npm-calls.log'), 'utf8').trim().split('\n') : []);
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  const start = () => {
    const run = spawnSync(process.execPath, ['--require', SWC_HOOK, path.join(root, 'scripts', 'build-changed.ts')], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, PATH: `${path.join(root, 'bin')}${path.delimiter}${process.env.PATH ?? ''}` },
    });
    expect(run.status).toBe(0);
    return run.stdout;
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-changed-script-'));
    fs.cpSync(path.join(REPO, 'scripts', 'build-changed.ts'), path.join(root, 'scripts', 'build-changed.ts'));
    fs.cpSync(path.join(REPO, 'scripts', 'build', 'changed-builds.ts'), path.join(root, 'scripts', 'build', 'changed-builds.ts'));
    for (const file of ['package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json', 'web/index.html', 'web/vite.config.ts', 'web/tsconfig.json']) write(file, '{}');
    write('domain/listing.ts', 'export const one = 1;');
    write('infrastructure/main.ts', 'export {};');
    write('web/src/main.tsx', 'export {};');
    write('web/public/favicon.svg', '<svg/>');
    // What `npm run build:server` (tsc) and `npm run build:web` (vite) would leave behind.
    write(
      'bin/npm',
      [
        '#!/bin/sh',
        'echo "$*" >> "$PWD/npm-calls.log"',
        'case "$2" in',
        '  build:server) mkdir -p dist/server/infrastructure && echo built > dist/server/infrastructure/main.js ;;',
        '  build:web) mkdir -p web/dist && echo built > web/dist/index.html ;;',
        'esac',
      ].join('\n'),
    );
    fs.chmodSync(path.join(root, 'bin', 'npm'), 0o755);
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('builds both parts on the first start and neither on a second start without a change', () => {
    start();
    expect(calls()).toEqual(['run build:server', 'run build:web']);

    const second = start();
    expect(calls()).toEqual(['run build:server', 'run build:web']);
    expect(second).toContain('server: unchanged since its last build');
    expect(second).toContain('web: unchanged since its last build');
  });

  it('after an edit to the site, a start builds the site alone', () => {
    start();
    write('web/src/main.tsx', 'export const changed = true;');
    const next = start();
    expect(calls()).toEqual(['run build:server', 'run build:web', 'run build:web']);
    expect(next).toContain('server: unchanged since its last build');
  });
});
