import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EventToAppend } from '../../application/shared/event-store.port';
import { contactStreamId } from '../../domain/contacts/contact.events';
import { lawyerStreamId } from '../../domain/lawyers/lawyer.events';
import { createApp, type RunningApp } from '../app/create-app';
import { loadConfig } from '../config/app-config';
import { ident } from '../database/database';
import { allMigrations } from '../database/all-migrations';
import { migrate } from '../database/migrations';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import { verifyEventChain } from '../audit/event-chain-verifier';
import { tablesHolding } from '../testing/stored-value-search';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { MasterKeyMismatch, MasterKeyring, WRAPPED_KEY_BYTES } from './master-keyring';
import { seal } from './personal-field-codec';
import { prepareSubjectKeys } from './prepare-subject-keys';
import { personalDataMigrations } from './personal-data.migrations';
import { PostgresSubjectKeyStore } from './postgres-subject-key-store';

const KEY_A = randomBytes(32);
const KEY_B = randomBytes(32);
const b64 = (key: Buffer) => key.toString('base64');

const metadata = { actor: { id: 'system', role: 'system' }, correlation_id: 'c', causation_id: 'c', request_id: 'r', schema_version: 1 } as const;

function contactReceived(contactId: string, name: string, tel: string): EventToAppend {
  return {
    event: {
      type: 'ContactReceived',
      data: { contact_id: contactId, name, email: 'wrapped@example.jp', category_id: 1, message: `電話は ${tel} です。`, user_id: null, received_at: '2026-11-01T00:00:00.000Z' },
    },
    eventId: randomUUID(),
    metadata,
  };
}

function lawyerRegistered(lawyerId: string, name: string): EventToAppend {
  return {
    event: { type: 'LawyerRegistered', data: { lawyer_id: lawyerId, name, office_name: '包装司法書士事務所', registered_at: '2026-11-01T00:00:00.000Z' } },
    eventId: randomUUID(),
    metadata,
  };
}

/** The schema as the version before wrapped keys left it. */
function migrationsBeforeWrapping() {
  const wrappedForm = personalDataMigrations[personalDataMigrations.length - 1].id;
  return allMigrations.filter((migration) => migration.id !== wrappedForm);
}

interface KeyRow {
  subject_id: string;
  data_key: Uint8Array;
}

async function keyRows(database: TestDatabase): Promise<KeyRow[]> {
  const { rows } = await database.db.query<KeyRow>(`SELECT subject_id, data_key FROM ${ident(database.db.schema)}.subject_keys ORDER BY subject_id`);
  return rows.map((row) => ({ subject_id: row.subject_id, data_key: Buffer.from(row.data_key) }));
}

async function contactDoc(database: TestDatabase, contactId: string): Promise<Record<string, unknown> | undefined> {
  const { rows } = await database.db.query<{ doc: Record<string, unknown> }>(`SELECT doc FROM ${ident(database.db.schema)}.rm_contacts WHERE id = $1`, [contactId]);
  return rows[0]?.doc;
}

describe.each(storeKinds())('Person keys wrapped by the master key on the %s store', (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  let running: RunningApp | undefined;

  /** The app on the shared test database, as a start with these settings would open it. */
  const start = (env: Record<string, string>) =>
    createApp(loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_LISTINGS: '0', ...env }), { database: database.db });
  const stop = async () => {
    await running?.close();
    running = undefined;
  };

  beforeEach(async () => {
    database = await createTestDatabase(kind, { migrate: false });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wrapped-keys-'));
  });
  afterEach(async () => {
    await stop();
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stores no person key in plain bytes anywhere, reads the values back, and refuses a key moved to another person', async () => {
    running = await start({ PERSONAL_DATA_KEY: b64(KEY_A) });
    const store = new PostgresEventStore(database.db);
    const contactId = randomUUID();
    const lawyerId = randomUUID();
    await store.appendToStream(contactStreamId(contactId), [contactReceived(contactId, '包装 鍵子', '080-6420-1357')], 'no_stream');
    await store.appendToStream(lawyerStreamId(lawyerId), [lawyerRegistered(lawyerId, '包装 守')], 'no_stream');

    const rows = await keyRows(database);
    const mine = rows.filter((row) => row.subject_id === `contact-${contactId}` || row.subject_id === `lawyer-${lawyerId}`);
    expect(mine).toHaveLength(2);
    const keyring = new MasterKeyring(KEY_A);
    for (const row of rows) {
      expect(row.data_key).toHaveLength(WRAPPED_KEY_BYTES);
      const plain = keyring.unwrap(row.subject_id, row.data_key);
      expect({ subject: row.subject_id, foundIn: await tablesHolding(database.db, database.db.schema, plain) }).toEqual({ subject: row.subject_id, foundIn: [] });
    }
    expect(await tablesHolding(database.db, database.db.schema, '080-6420-1357')).not.toContain('events.data');
    expect((await store.readStream(contactStreamId(contactId))).events[0].data).toMatchObject({ name: '包装 鍵子', message: '電話は 080-6420-1357 です。' });
    expect((await store.readStream(lawyerStreamId(lawyerId))).events[0].data).toMatchObject({ name: '包装 守' });

    // The lawyer's wrapped key copied onto the message's row does not open there.
    const lawyerKey = mine.find((row) => row.subject_id === `lawyer-${lawyerId}`)!.data_key;
    await database.db.query(`UPDATE ${ident(database.db.schema)}.subject_keys SET data_key = $1 WHERE subject_id = $2`, [lawyerKey, `contact-${contactId}`]);
    const moved = store.readStream(contactStreamId(contactId));
    await expect(moved).rejects.toThrow(MasterKeyMismatch);
    await expect(store.readStream(contactStreamId(contactId))).rejects.toThrow(`PERSONAL_DATA_KEY does not open the stored person keys (the key of contact-${contactId} does not open)`);
  });

  it('refuses a start with another master key, naming the setting, and changes no stored key', async () => {
    running = await start({ PERSONAL_DATA_KEY: b64(KEY_A) });
    const contactId = randomUUID();
    await new PostgresEventStore(database.db).appendToStream(contactStreamId(contactId), [contactReceived(contactId, '別鍵 拒子', '080-1111-2222')], 'no_stream');
    await stop();
    const before = await keyRows(database);

    await expect(start({ PERSONAL_DATA_KEY: b64(KEY_B) })).rejects.toThrow(/^PERSONAL_DATA_KEY does not open the stored person keys/);
    expect(await keyRows(database)).toEqual(before);
    running = await start({ PERSONAL_DATA_KEY: b64(KEY_A) });
  });

  it('changes the master key with PERSONAL_DATA_KEY_PREVIOUS: one start wraps every key again, and the old key opens nothing after', async () => {
    running = await start({ PERSONAL_DATA_KEY: b64(KEY_A) });
    const contactId = randomUUID();
    const lawyerId = randomUUID();
    const store = new PostgresEventStore(database.db);
    await store.appendToStream(contactStreamId(contactId), [contactReceived(contactId, '回転 鍵夫', '080-3333-4444')], 'no_stream');
    await store.appendToStream(lawyerStreamId(lawyerId), [lawyerRegistered(lawyerId, '回転 守')], 'no_stream');
    await stop();
    const before = await keyRows(database);
    const plainBefore = before.map((row) => Buffer.from(new MasterKeyring(KEY_A).unwrap(row.subject_id, row.data_key)));

    running = await start({ PERSONAL_DATA_KEY: b64(KEY_B), PERSONAL_DATA_KEY_PREVIOUS: b64(KEY_A) });
    await stop();
    const after = await keyRows(database);
    expect(after.map((row) => row.subject_id)).toEqual(before.map((row) => row.subject_id));
    const onlyB = new MasterKeyring(KEY_B);
    // The same person keys, now wrapped with the new master key alone.
    expect(after.map((row) => Buffer.from(onlyB.unwrap(row.subject_id, row.data_key)))).toEqual(plainBefore);
    for (const row of after) expect(() => new MasterKeyring(KEY_A).unwrap(row.subject_id, row.data_key)).toThrow(MasterKeyMismatch);

    // The previous key is removed from the settings: the new one alone opens everything.
    running = await start({ PERSONAL_DATA_KEY: b64(KEY_B) });
    expect((await store.readStream(contactStreamId(contactId))).events[0].data).toMatchObject({ name: '回転 鍵夫' });
    expect((await store.readStream(lawyerStreamId(lawyerId))).events[0].data).toMatchObject({ name: '回転 守' });
    await stop();
    await expect(start({ PERSONAL_DATA_KEY: b64(KEY_A) })).rejects.toThrow(/^PERSONAL_DATA_KEY does not open the stored person keys/);
  });

  it('wraps the plain keys an older version stored, once, and reads their values back', async () => {
    // The database as the previous version left it: plain 32-byte keys beside the values they sealed.
    await migrate(database.db, migrationsBeforeWrapping());
    const contactId = randomUUID();
    const lawyerId = randomUUID();
    const plain = { [`contact-${contactId}`]: randomBytes(32), [`lawyer-${lawyerId}`]: randomBytes(32) };
    for (const [subjectId, key] of Object.entries(plain)) {
      await database.db.query(`INSERT INTO ${ident(database.db.schema)}.subject_keys (subject_id, owner_id, data_key) VALUES ($1, $2, $3)`, [subjectId, subjectId.startsWith('lawyer') ? lawyerId : null, key]);
    }
    const sealedContact = contactReceived(contactId, '旧形式 平文子', '080-5555-6666');
    const data = sealedContact.event.data as Record<string, unknown>;
    for (const field of ['name', 'email', 'message']) data[field] = seal(`contact-${contactId}`, plain[`contact-${contactId}`], data[field]);
    const sealedLawyer = lawyerRegistered(lawyerId, '旧形式 守');
    (sealedLawyer.event.data as Record<string, unknown>).name = seal(`lawyer-${lawyerId}`, plain[`lawyer-${lawyerId}`], '旧形式 守');
    const oldStore = new PostgresEventStore(database.db);
    await oldStore.appendToStream(contactStreamId(contactId), [sealedContact], 'no_stream');
    await oldStore.appendToStream(lawyerStreamId(lawyerId), [sealedLawyer], 'no_stream');
    for (const key of Object.values(plain)) expect(await tablesHolding(database.db, database.db.schema, key)).toEqual(['subject_keys.data_key']);

    running = await start({ PERSONAL_DATA_KEY: b64(KEY_A) });
    const wrapped = await keyRows(database);
    const keyring = new MasterKeyring(KEY_A);
    for (const row of wrapped) expect(row.data_key).toHaveLength(WRAPPED_KEY_BYTES);
    for (const [subjectId, key] of Object.entries(plain)) {
      const row = wrapped.find((stored) => stored.subject_id === subjectId)!;
      expect(Buffer.from(keyring.unwrap(subjectId, row.data_key))).toEqual(key);
    }
    for (const key of Object.values(plain)) expect(await tablesHolding(database.db, database.db.schema, key)).toEqual([]);
    const store = new PostgresEventStore(database.db);
    expect((await store.readStream(contactStreamId(contactId))).events[0].data).toMatchObject({ name: '旧形式 平文子', message: '電話は 080-5555-6666 です。' });
    expect((await store.readStream(lawyerStreamId(lawyerId))).events[0].data).toMatchObject({ name: '旧形式 守' });
    await running.runner.catchUp();
    expect(await contactDoc(database, contactId)).toMatchObject({ name: '旧形式 平文子' });
    await stop();

    // A second start finds nothing left to wrap and leaves the stored bytes as they are.
    running = await start({ PERSONAL_DATA_KEY: b64(KEY_A) });
    expect(await keyRows(database)).toEqual(wrapped);

    // Erasure deletes wrapped keys as it deleted plain ones; the log still verifies.
    expect(await new PostgresSubjectKeyStore(database.db, database.db.schema).eraseOwner(lawyerId)).toBe(1);
    expect((await store.readStream(lawyerStreamId(lawyerId))).events[0].data).toMatchObject({ name: '退会済み会員' });
    expect((await verifyEventChain(database.db, database.db.schema)).intact).toBe(true);
  });

  if (kind === 'server') {
    it('wraps each plain key once when two processes start at the same time', async () => {
      await migrate(database.db, migrationsBeforeWrapping());
      const plain = new Map(Array.from({ length: 50 }, (_, n) => [`contact-race-${n}`, randomBytes(32)]));
      for (const [subjectId, key] of plain) {
        await database.db.query(`INSERT INTO ${ident(database.db.schema)}.subject_keys (subject_id, owner_id, data_key) VALUES ($1, NULL, $2)`, [subjectId, key]);
      }
      await migrate(database.db, allMigrations);
      const other = await database.openAnother();
      try {
        const keyring = new MasterKeyring(KEY_A);
        const [first, second] = await Promise.all([prepareSubjectKeys(database.db, keyring), prepareSubjectKeys(other, keyring)]);
        expect(first.wrapped + second.wrapped).toBe(plain.size);
        expect(Math.min(first.wrapped, second.wrapped)).toBe(0);
        for (const row of await keyRows(database)) expect(Buffer.from(keyring.unwrap(row.subject_id, row.data_key))).toEqual(plain.get(row.subject_id));
      } finally {
        await other.close();
      }
    });
  }
});
