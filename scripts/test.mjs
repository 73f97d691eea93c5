#!/usr/bin/env node
// Runs every test tier in order: unit, integration, web components, the route budget of the built
// site (`npm run budget`), browser journeys.
// Outside CI a tier whose runtime is missing here is skipped with the reason and the command that
// installs it; in CI (any CI value but empty, false or 0) a missing runtime fails the run, since no
// tier may be skipped there. A missing tier configuration fails the run everywhere.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import rules from './test-tiers.rules.cjs';

const { isCi, missingRuntime, missingTierConfig } = rules;
const ci = isCi(process.env);
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'test-reports-'));
const results = [];

function run(command, args, env = {}) {
  const started = Date.now();
  const outcome = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { ok: outcome.status === 0, seconds: Math.round((Date.now() - started) / 1000) };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function jestCounts(file) {
  const report = readJson(file);
  return report ? { passed: report.numPassedTests, failed: report.numFailedTests + report.numRuntimeErrorTestSuites } : null;
}

function playwrightCounts(file) {
  const report = readJson(file);
  if (!report?.stats) return null;
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected };
}

function report({ say, ...result }) {
  (result.ok ? console.warn : console.error)(`\n${say}`);
  results.push(result);
}

function skip(tier, reason, install) {
  report(missingRuntime(ci, tier, reason, install));
}

function tier(name, command, args, counts, env) {
  console.log(`\n=== ${name} ===`);
  const outcome = run(command, args, env);
  const found = counts(outcome) ?? { passed: 0, failed: outcome.ok ? 0 : 1 };
  if (!outcome.ok && found.failed === 0) found.failed = 1;
  results.push({ tier: name, ok: outcome.ok, ...found, note: `${outcome.seconds}s` });
}

const jestBin = path.join('node_modules', 'jest', 'bin', 'jest.js');

const unitReport = path.join(reports, 'unit.json');
tier('unit', process.execPath, [jestBin, '--selectProjects', 'unit', '--json', `--outputFile=${unitReport}`], () => jestCounts(unitReport));

if (!process.env.DATABASE_URL) {
  const reason = 'DATABASE_URL is not set, so the PostgreSQL-server half of the integration suites cannot run (the embedded half still runs)';
  if (ci) skip('integration (server)', reason, 'pg_ctlcluster 15 main start and set DATABASE_URL (see README)');
  else console.warn(`\n[integration] ${reason}. To run it: pg_ctlcluster 15 main start and set DATABASE_URL (see README)`);
}
// The site is built once, before the tiers that use it: the server-rendered page tests of the
// integration tier and the browser journeys.
console.log('\n=== build (the server-rendered pages and the browser journeys use it) ===');
const build = run('npm', ['run', 'build', '--silent']);
if (!build.ok) results.push({ tier: 'build', ok: false, passed: 0, failed: 1, note: 'build failed' });

const integrationReport = path.join(reports, 'integration.json');
tier(
  'integration',
  process.execPath,
  [jestBin, '--selectProjects', 'integration', '--runInBand', '--json', `--outputFile=${integrationReport}`],
  () => jestCounts(integrationReport),
);

if (!fs.existsSync('web/vitest.config.ts')) {
  report(missingTierConfig('web components', 'web/vitest.config.ts'));
} else {
  const webReport = path.join(reports, 'web.json');
  tier(
    'web components',
    process.execPath,
    [path.join('node_modules', 'vitest', 'vitest.mjs'), 'run', '--config', 'web/vitest.config.ts', '--reporter=default', '--reporter=json', `--outputFile=${webReport}`],
    () => {
      const report = readJson(webReport);
      return report ? { passed: report.numPassedTests, failed: report.numFailedTests } : null;
    },
  );
}

// The built site (made above) is what the route budget measures and what the browser journeys load.
if (build.ok) {
  tier('route budget', 'npm', ['run', 'budget', '--silent'], (outcome) => ({ passed: outcome.ok ? 1 : 0, failed: outcome.ok ? 0 : 1 }));
} else {
  results.push({ tier: 'route budget', ok: false, passed: 0, failed: 1, note: 'build failed' });
}

if (!fs.existsSync(chromium)) {
  skip('browser (Playwright)', `no Chromium at ${chromium}`, 'apt-get install -y chromium');
} else if (!build.ok) {
  results.push({ tier: 'browser (Playwright)', ok: false, passed: 0, failed: 1, note: 'build failed' });
} else {
  const e2eReport = path.join(reports, 'e2e.json');
  tier(
    'browser (Playwright)',
    process.execPath,
    [path.join('node_modules', '@playwright', 'test', 'cli.js'), 'test', '--config', 'e2e/playwright.config.ts', '--reporter=list,json'],
    () => playwrightCounts(e2eReport),
    { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eReport },
  );
}

fs.rmSync(reports, { recursive: true, force: true });
console.log('\n=== summary ===');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.tier.padEnd(22)} ${r.passed} passed, ${r.failed} failed (${r.note})`);
const passed = results.reduce((sum, r) => sum + r.passed, 0);
const failed = results.reduce((sum, r) => sum + r.failed, 0);
console.log(`\n${passed} passed, ${failed} failed`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
