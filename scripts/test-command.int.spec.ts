import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const scripts = path.resolve(__dirname);

/** A copy of the test command in a folder whose tiers are stand-ins that pass at once. */
function sandbox(options: { webConfig: boolean; overBudget?: boolean }): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'test-command-'));
  fs.mkdirSync(path.join(root, 'scripts'));
  for (const file of fs.readdirSync(scripts).filter((name) => name.startsWith('test') && /\.(mjs|cjs)$/.test(name))) fs.copyFileSync(path.join(scripts, file), path.join(root, 'scripts', file));
  const passingRunner = (counts: string) => `
const fs = require('node:fs');
const out = process.argv.find((arg) => arg.startsWith('--outputFile='));
if (out) fs.writeFileSync(out.slice('--outputFile='.length), JSON.stringify(${counts}));
`;
  // The site's build and its route budget are stand-ins too.
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'sandbox', private: true, scripts: { build: 'node -e ""', budget: options.overBudget ? 'node -e "process.exit(1)"' : 'node -e ""' } }));
  fs.mkdirSync(path.join(root, 'node_modules', 'jest', 'bin'), { recursive: true });
  fs.writeFileSync(path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), passingRunner('{ numPassedTests: 1, numFailedTests: 0, numRuntimeErrorTestSuites: 0 }'));
  fs.mkdirSync(path.join(root, 'node_modules', 'vitest'), { recursive: true });
  fs.writeFileSync(path.join(root, 'node_modules', 'vitest', 'vitest.mjs'), `import { createRequire } from 'node:module';\n${passingRunner('{ numPassedTests: 1, numFailedTests: 0 }').replace("const fs = require('node:fs');", "const fs = createRequire(import.meta.url)('node:fs');")}`);
  if (options.webConfig) {
    fs.mkdirSync(path.join(root, 'web'));
    fs.writeFileSync(path.join(root, 'web', 'vitest.config.ts'), 'export default {};\n');
  }
  return root;
}

function runTests(root: string, env: Record<string, string | undefined>) {
  const { CI: _ci, ...inherited } = process.env;
  const outcome = spawnSync(process.execPath, ['scripts/test.mjs'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...inherited, DATABASE_URL: 'postgresql://stand-in@/none', CHROMIUM_PATH: path.join(root, 'no-chromium'), ...env },
  });
  return { status: outcome.status, output: `${outcome.stdout}${outcome.stderr}` };
}

describe('The test command', () => {
  const roots: string[] = [];
  const made = (options: { webConfig: boolean; overBudget?: boolean }) => {
    const root = sandbox(options);
    roots.push(root);
    return root;
  };
  afterAll(() => roots.forEach((root) => fs.rmSync(root, { recursive: true, force: true })));

  it.each(['true', '1', 'yes', 'github-actions'])('treats CI=%s as CI: a missing browser fails the run', (value) => {
    const run = runTests(made({ webConfig: true }), { CI: value });
    expect(run.output).toContain('[browser (Playwright)] cannot run: no Chromium');
    expect(run.output).toMatch(/FAIL browser \(Playwright\)/);
    expect(run.status).toBe(1);
  });

  it.each([undefined, '', 'false', '0'])('treats CI=%p as a developer machine: a missing browser is skipped with the way to install it', (value) => {
    const run = runTests(made({ webConfig: true }), { CI: value });
    expect(run.output).toContain('[browser (Playwright)] SKIPPED: no Chromium');
    expect(run.output).toContain('apt-get install -y chromium');
    expect(run.output).toMatch(/ok +route budget +1 passed, 0 failed/);
    expect(run.output).toContain('4 passed, 0 failed');
    expect(run.status).toBe(0);
  });

  it('runs the web-component tier when its configuration is there', () => {
    const run = runTests(made({ webConfig: true }), { CI: 'false' });
    expect(run.output).toMatch(/ok +web components +1 passed, 0 failed/);
  });

  it('fails the run when a public route is over its budget', () => {
    const run = runTests(made({ webConfig: true, overBudget: true }), { CI: 'false' });
    expect(run.output).toMatch(/FAIL route budget/);
    expect(run.status).toBe(1);
  });

  it.each([undefined, 'true'])('fails the run when the web-component configuration is missing (CI=%p), rather than leaving the tier out', (value) => {
    const run = runTests(made({ webConfig: false }), { CI: value });
    expect(run.output).toContain('[web components] cannot run: web/vitest.config.ts is missing');
    expect(run.output).toMatch(/FAIL web components/);
    expect(run.status).toBe(1);
  });
});
