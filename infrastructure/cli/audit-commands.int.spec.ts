import { spawn } from 'node:child_process';
import { generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventToAppend } from '../../application/shared/event-store.port';
import { openDatabase, ident } from '../database/database';
import { migrate } from '../database/migrations';
import { allMigrations } from '../database/all-migrations';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { TEMPLATE_ENV } from '../testing/test-databases';

const ROOT = path.join(__dirname, '..', '..');
const HOOK = path.join(ROOT, 'infrastructure', 'testing', 'swc-require-hook.cjs');
const CLI = path.join(ROOT, 'infrastructure', 'cli', 'cli.ts');

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the CLI as its own process, as `npm run audit:…` runs the compiled one. */
function cli(args: string[], env: Record<string, string>): Promise<Ended> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--require', HOOK, CLI, ...args], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: '', MIGRATION_DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const counted = (amount: number): EventToAppend => ({
  event: { type: 'Counted', data: { amount } },
  eventId: randomUUID(),
  metadata: { actor: { id: 'system', role: 'system' }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 },
});

describe('npm run audit:verify and audit:digest on the embedded database', () => {
  let dataDir: string;
  const key = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

  /** Works on the data folder while no command holds it, as an operator would between runs. */
  async function withDatabase(work: (store: PostgresEventStore, sql: (text: string) => Promise<void>) => Promise<void>) {
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      await work(new PostgresEventStore(db), async (text) => {
        await db.transaction(async (tx) => {
          await tx.query('SET LOCAL session_replication_role = replica');
          await tx.query(text.replaceAll('events', `${ident(db.schema)}.events`));
        });
      });
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-cli-'));
    const template = process.env[TEMPLATE_ENV];
    if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    await migrate(db, allMigrations);
    await db.close();
    await withDatabase(async (store) => {
      for (let n = 1; n <= 6; n++) await store.appendToStream(`tally-${n % 3}`, [counted(n)], 'any');
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('reports an intact log with its counts, signs a digest, proves the grown log against it, and finds a change', async () => {
    const intact = await cli(['audit:verify'], { DATA_DIR: dataDir });
    expect(intact).toMatchObject({ code: 0 });
    expect(intact.stdout).toContain('events: 6, verified: 6');
    expect(intact.stdout).toContain('log intact');

    const unsigned = await cli(['audit:digest'], { DATA_DIR: dataDir });
    expect(unsigned.code).toBe(2);
    expect(unsigned.stderr).toContain('AUDIT_SIGNING_KEY is not set');

    const digestFile = path.join(dataDir, 'digest.json');
    const signed = await cli(['audit:digest', '--out', digestFile], { DATA_DIR: dataDir, AUDIT_SIGNING_KEY: key });
    expect(signed).toMatchObject({ code: 0 });
    expect(signed.stdout).toContain('BEGIN PUBLIC KEY');
    expect(JSON.parse(fs.readFileSync(digestFile, 'utf8'))).toMatchObject({ position: 6, head_hash: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const publicKeyFile = path.join(dataDir, 'audit-public.pem');
    fs.writeFileSync(publicKeyFile, signed.stdout.slice(signed.stdout.indexOf('-----BEGIN')));

    await withDatabase(async (store) => {
      await store.appendToStream('tally-9', [counted(9)], 'no_stream');
    });
    // The auditor holds only the public key.
    const grown = await cli(['audit:verify', '--since', digestFile, '--public-key', publicKeyFile], { DATA_DIR: dataDir });
    expect(grown).toMatchObject({ code: 0 });
    expect(grown.stdout).toContain('events: 7, verified: 7');
    expect(grown.stdout).toContain('digest: proven');

    await withDatabase(async (_store, sql) => sql(`UPDATE events SET data = '{"amount": 600}' WHERE global_position = 4`));
    const changed = await cli(['audit:verify'], { DATA_DIR: dataDir });
    expect(changed.code).toBe(1);
    expect(changed.stdout).toContain('verified: 3');
    expect(changed.stdout).toContain('log NOT intact at position 4: changed');
    const refused = await cli(['audit:digest'], { DATA_DIR: dataDir, AUDIT_SIGNING_KEY: key });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('not intact at position 4');
    const against = await cli(['audit:verify', '--since', digestFile, '--public-key', publicKeyFile], { DATA_DIR: dataDir });
    expect(against.code).toBe(1);
    expect(against.stdout).toContain('digest: FAILED');
  });
});
