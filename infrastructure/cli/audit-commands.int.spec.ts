import { createHash, generateKeyPairSync, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventToAppend } from '../../application/shared/event-store.port';
import { CONTRACT_PDF_AREA } from '../../application/contracts/contract-pdfs.service';
import { LocalFileStore } from '../accounts/local-file-store';
import { openDatabase, ident } from '../database/database';
import { migrate } from '../database/migrations';
import { allMigrations } from '../database/all-migrations';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { runCli } from '../testing/cli-process';
import { TEMPLATE_ENV } from '../testing/test-databases';


const cli = (args: string[], env: Record<string, string>) => runCli(args, { MIGRATION_DATABASE_URL: '', ...env });

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

  // Seven commands, each a process that compiles the CLI and opens the data folder: minutes on a busy machine.
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
  }, 300_000);
});

describe('npm run audit:verify and the contract PDFs in the file store', () => {
  let dataDir: string;
  const pdfId = randomUUID();
  const pdfFile = () => path.join(dataDir, 'files', CONTRACT_PDF_AREA, pdfId);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'audit-pdf-cli-'));
    const template = process.env[TEMPLATE_ENV];
    if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      await migrate(db, allMigrations);
      const bytes = Buffer.from('%PDF-1.7 final contract');
      await new LocalFileStore(path.join(dataDir, 'files')).put(CONTRACT_PDF_AREA, pdfId, bytes);
      const created: EventToAppend = {
        event: {
          type: 'ContractPdfCreated',
          data: {
            thread_id: 't-1', seller_id: 's-1', buyer_id: 'b-1', by: 'b-1', at: '2026-11-24T10:00:00.000Z',
            pdf_id: pdfId, kind: 'seller_final', sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length,
          },
        },
        eventId: randomUUID(),
        metadata: counted(0).metadata,
      };
      const store = new PostgresEventStore(db);
      await store.appendToStream('tally-1', [counted(1)], 'no_stream');
      await store.appendToStream('contract-t-1', [created], 'no_stream');
    } finally {
      await db.close();
    }
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('checks each PDF against the hash in its event, and fails on one altered on disk', async () => {
    const intact = await cli(['audit:verify'], { DATA_DIR: dataDir });
    expect(intact).toMatchObject({ code: 0 });
    expect(intact.stdout).toContain('log intact');
    expect(intact.stdout).toContain('contract PDFs: 1 checked, each as its event recorded');

    fs.writeFileSync(pdfFile(), Buffer.from('%PDF-1.7 final contract, price amended'));
    const altered = await cli(['audit:verify'], { DATA_DIR: dataDir });
    expect(altered.code).toBe(1);
    expect(altered.stdout).toContain('log intact');
    expect(altered.stdout).toContain('contract PDFs: 1 checked, 1 NOT as their event recorded');
    expect(altered.stdout).toContain(`contract PDF changed: contract PDF ${pdfId} (contract-t-1, event at position 2)`);
  }, 300_000);
});
