import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { PersonalDataStore } from '../../application/accounts/personal-data-store.port';
import { createApp } from '../app/create-app';
import { loadConfig } from '../config/app-config';
import { ident } from '../database/database';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { DemoAccountsPresent } from './demo-accounts-guard';
import { removeDemoAccounts } from './remove-demo-accounts';
import { seedListings } from './seed-listings';

/** Production refuses to start without a master key; any valid one does here. */
const PERSONAL_DATA_KEY = randomBytes(32).toString('base64');

const DEMO_LISTINGS = 3;

describe.each(storeKinds())('Demo accounts and production on the %s store', (kind) => {
  let database: TestDatabase;
  let dataDir: string;
  const env = () => ({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, PERSONAL_DATA_KEY, DEMO_LISTINGS: String(DEMO_LISTINGS) });
  const development = () => loadConfig({ ...env(), NODE_ENV: 'development' });
  const production = () => loadConfig({ ...env(), NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://ietochi.example' });
  const events = async (where = 'true') =>
    (await database.db.query<{ type: string; stream_id: string; actor: string }>(
      `SELECT type, stream_id, metadata->'actor'->>'id' AS actor FROM ${ident(database.db.schema)}.events WHERE ${where} ORDER BY global_position`,
    )).rows;
  const signIn = (http: App, role: 'member' | 'admin' | 'lawyer', account: { email: string; password: string }) =>
    request(http).post(role === 'member' ? '/api/login' : `/api/${role}/login`).send({ email: account.email, password: account.password });

  beforeAll(async () => {
    database = await createTestDatabase(kind, { migrate: false });
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-removal-'));
  });
  afterAll(async () => {
    await database.dispose();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a production start while the demo accounts of a development start exist, and starts once demo:remove took them and their listings away', async () => {
    const { admin, seller, company, buyer, lawyer } = DEMO_ACCOUNTS;
    const dev = await createApp(development(), { database: database.db });
    const sellerToken = (await signIn(dev.app.getHttpServer() as App, 'member', seller).expect(200)).body.data.access_token as string;
    const listings = (await events(`type = 'PropertyDraftCreated'`)).map((event) => event.stream_id);
    expect(listings).toHaveLength(DEMO_LISTINGS);
    await dev.close();

    const before = (await events()).length;
    const refused = await createApp(production(), { database: database.db }).then(
      async (running) => {
        await running.close();
        return null;
      },
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DemoAccountsPresent);
    const message = (refused as Error).message;
    expect(message).toContain('npm run demo:remove');
    for (const account of [admin, seller, company, buyer, lawyer]) expect(message).toContain(account.email);
    expect(await events()).toHaveLength(before);

    const operator = await createApp(production(), { database: database.db, allowDemoAccounts: true });
    try {
      const mark = (await database.db.query<{ max: number }>(`SELECT max(global_position) AS max FROM ${ident(database.db.schema)}.events`)).rows[0].max;
      const removal = await removeDemoAccounts(operator.app);
      expect(removal.listings).toBe(DEMO_LISTINGS);
      expect(removal.accounts.sort()).toEqual([admin, seller, company, buyer, lawyer].map((a) => a.email).sort());
      const ofRemoval = await events(`global_position > ${Number(mark)}`);
      expect(removal.news).toBe(5);
      expect(removal.articles).toBe(3);
      expect(removal.slides).toBe(3);
      expect([...new Set(ofRemoval.map((event) => event.type))].sort()).toEqual(['AdminRemoved', 'ArticleDeleted', 'LawyerRemoved', 'MemberWithdrew', 'NewsItemDeleted', 'PropertyStatusChanged', 'SlideRemoved']);
      expect(ofRemoval.filter((event) => event.type === 'MemberWithdrew').map((event) => event.stream_id).sort()).toEqual(
        [seller, company, buyer].map((member) => `account-${member.id}`).sort(),
      );
      expect(ofRemoval.filter((event) => event.type === 'LawyerRemoved')).toHaveLength(1);
      expect(ofRemoval.filter((event) => event.type === 'AdminRemoved')).toHaveLength(1);
      expect(ofRemoval.filter((event) => event.type === 'PropertyStatusChanged').map((event) => event.stream_id).sort()).toEqual(
        [...listings].sort(),
      );
      expect(new Set(ofRemoval.map((event) => event.actor))).toEqual(new Set(['system']));
      // Personal data goes as a withdrawal takes it; the seller's session ends.
      expect(await operator.app.get(PersonalDataStore).get(seller.id)).toBeNull();
      const http = operator.app.getHttpServer() as App;
      await request(http).get('/api/me').set('Authorization', `Bearer ${sellerToken}`).expect(401);
      // Run again: nothing is left to remove.
      expect(await removeDemoAccounts(operator.app)).toEqual({ listings: 0, accounts: [], news: 0, articles: 0, slides: 0 });
    } finally {
      await operator.close();
    }

    const live = await createApp(production(), { database: database.db });
    try {
      const http = live.app.getHttpServer() as App;
      await signIn(http, 'member', seller).expect(401);
      await signIn(http, 'admin', admin).expect(401);
      await signIn(http, 'lawyer', lawyer).expect(401);
      await live.runner.catchUp();
      for (const id of listings) await request(http).get(`/api/property/viewdetail/${id.replace(/^property-/, '')}`).expect(404);
    } finally {
      await live.close();
    }
  });

  it('draws no demo listings for demo sellers that were removed', async () => {
    const fresh = await createTestDatabase(kind, { migrate: false });
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, DEMO_LISTINGS: '0', NODE_ENV: 'development' });
    const running = await createApp(config, { database: fresh.db });
    try {
      await removeDemoAccounts(running.app);
      await seedListings(running.app, { ...config, demoListings: 2 });
      const { rows } = await fresh.db.query(`SELECT 1 FROM ${ident(fresh.db.schema)}.events WHERE type = 'PropertyDraftCreated'`);
      expect(rows).toHaveLength(0);
    } finally {
      await running.close();
      await fresh.dispose();
    }
  });
});
