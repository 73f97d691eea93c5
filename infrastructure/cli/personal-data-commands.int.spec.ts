import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventToAppend } from '../../application/shared/event-store.port';
import { contactStreamId } from '../../domain/contacts/contact.events';
import { allMigrations } from '../database/all-migrations';
import { ident, openDatabase } from '../database/database';
import { migrate } from '../database/migrations';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { PostgresPersonalDataErasures } from '../personal-data/postgres-personal-data-erasures';
import { MasterKeyring } from '../personal-data/master-keyring';
import { prepareSubjectKeys } from '../personal-data/prepare-subject-keys';
import { DEVELOPMENT_KEY_FILE } from '../personal-data/development-master-key';
import { runCli } from '../testing/cli-process';
import { TEMPLATE_ENV } from '../testing/test-databases';

/** The master key as the operator's settings give it to every command. */
const PERSONAL_DATA_KEY = randomBytes(32);
const cli = (args: string[], env: Record<string, string>) =>
  runCli(args, { MIGRATION_DATABASE_URL: '', LOG_LEVEL: 'silent', DEMO_LISTINGS: '0', PERSONAL_DATA_KEY: PERSONAL_DATA_KEY.toString('base64'), ...env });

const contactId = randomUUID();
const memberId = randomUUID();
const received: EventToAppend = {
  event: {
    type: 'ContactReceived',
    data: { contact_id: contactId, name: '削除対象 太郎', email: 'sakujo@example.jp', category_id: 1, message: '電話は 080-2468-1357 です。', user_id: memberId, received_at: '2026-01-05T00:00:00.000Z' },
  },
  eventId: randomUUID(),
  metadata: { actor: { id: memberId, role: 'member' }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 },
};

describe('npm run personal-data:erase-due on the embedded database', () => {
  let dataDir: string;

  async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
    const db = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    try {
      await migrate(db, allMigrations);
      await prepareSubjectKeys(db, new MasterKeyring(PERSONAL_DATA_KEY));
      return await work(db);
    } finally {
      await db.close();
    }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'erasure-cli-'));
    const template = process.env[TEMPLATE_ENV];
    if (template) fs.cpSync(template, path.join(dataDir, 'db'), { recursive: true });
    await withDatabase(async (db) => {
      await new PostgresEventStore(db).appendToStream(contactStreamId(contactId), [received], 'no_stream');
      // Withdrew long ago: the erasure is due.
      await new PostgresPersonalDataErasures(db).schedule(memberId, 'sakujo@example.jp', '2026-02-04T00:00:00.000Z');
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('refuses to start in production without PERSONAL_DATA_KEY, and with a key that opens none of the stored keys', async () => {
    const production = { DATA_DIR: dataDir, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://ietochi.example' };
    for (const command of [['personal-data:erase-due'], ['audit:verify'], ['replay', '--stream', contactStreamId(contactId)]]) {
      const refused = await cli(command, { ...production, PERSONAL_DATA_KEY: '' });
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/PERSONAL_DATA_KEY=\S+: must be set with NODE_ENV=production/);
    }
    for (const command of [['personal-data:erase-due'], ['replay', '--stream', contactStreamId(contactId)]]) {
      const wrongKey = await cli(command, { DATA_DIR: dataDir, PERSONAL_DATA_KEY: randomBytes(32).toString('base64') });
      expect(wrongKey.code).toBe(1);
      expect(wrongKey.stderr).toContain('PERSONAL_DATA_KEY does not open the stored person keys');
    }
    // The settings' key was given: no development key was made beside the data.
    expect(fs.existsSync(path.join(dataDir, DEVELOPMENT_KEY_FILE))).toBe(false);
  });

  it('reads the message with the key from the settings before its erasure is carried out', async () => {
    const replayed = await cli(['replay', '--stream', contactStreamId(contactId), '--json'], { DATA_DIR: dataDir });
    expect(replayed).toMatchObject({ code: 0 });
    expect(replayed.stdout).toContain('080-2468-1357');
  });

  it('deletes the due keys, after which the message reads as erased and the log still verifies', async () => {
    const erased = await cli(['personal-data:erase-due'], { DATA_DIR: dataDir });
    expect(erased).toMatchObject({ code: 0 });
    expect(erased.stdout).toContain('Erased the personal data of 1 people');

    await withDatabase(async (db) => {
      const { events } = await new PostgresEventStore(db).readStream(contactStreamId(contactId));
      expect(events[0].data).toMatchObject({ name: '退会済み会員', email: '', message: '', user_id: memberId });
      const stored = await db.query<{ data: string }>(`SELECT data::text AS data FROM ${ident(db.schema)}.events WHERE stream_id = $1`, [contactStreamId(contactId)]);
      expect(stored.rows[0].data).not.toContain('削除対象');
      const keys = await db.query(`SELECT 1 FROM ${ident(db.schema)}.subject_keys WHERE owner_id = $1`, [memberId]);
      expect(keys.rows).toHaveLength(0);
    });

    const verified = await cli(['audit:verify'], { DATA_DIR: dataDir });
    expect(verified).toMatchObject({ code: 0 });
    expect(verified.stdout).toContain('log intact');
    const replayed = await cli(['replay', '--stream', contactStreamId(contactId), '--json'], { DATA_DIR: dataDir });
    expect(replayed).toMatchObject({ code: 0 });
    expect(replayed.stdout).toContain('退会済み会員');
    expect(replayed.stdout).not.toContain('080-2468-1357');

    const again = await cli(['personal-data:erase-due'], { DATA_DIR: dataDir });
    expect(again.stdout).toContain('Erased the personal data of 0 people');
  });
});
