import { randomUUID } from 'node:crypto';
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
import { runCli } from '../testing/cli-process';
import { TEMPLATE_ENV } from '../testing/test-databases';

const cli = (args: string[], env: Record<string, string>) => runCli(args, { MIGRATION_DATABASE_URL: '', LOG_LEVEL: 'silent', DEMO_LISTINGS: '0', ...env });

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
      await migrate(db, allMigrations);
      await new PostgresEventStore(db).appendToStream(contactStreamId(contactId), [received], 'no_stream');
      // Withdrew long ago: the erasure is due.
      await new PostgresPersonalDataErasures(db).schedule(memberId, 'sakujo@example.jp', '2026-02-04T00:00:00.000Z');
    });
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

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
