import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Stripe from 'stripe';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createApp, type RunningApp } from '../../app/create-app';
import { loadConfig } from '../../config/app-config';
import { ident } from '../../database/database';
import { contractParties, COMPLETE_TERMS, negotiatedDeal, type ContractParties } from '../../testing/contract-fixtures';
import { FakeStripeApi } from '../../testing/fake-stripe-api';
import { bearer } from '../../testing/property-fixtures';
import { SettableClock } from '../../testing/settable-clock';
import { createTestDatabase, storeKinds, type TestDatabase } from '../../testing/test-databases';
import type { TestApp } from '../../testing/test-app';

const WEBHOOK_SECRET = 'whsec_integration_secret';
const STRIPE_ENV = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_integration',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_PUBLISHABLE_KEY: 'pk_test_integration',
};
const WEBHOOK = '/api/payment/webhook/stripe';

/** The app as `createTestApp` makes it, with Stripe's client pointed at the local stand-in. */
async function stripeTestApp(kind: 'embedded' | 'server', apiPort: number): Promise<TestApp> {
  const database: TestDatabase = await createTestDatabase(kind, { migrate: false });
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ietochi-test-'));
  const loaded = loadConfig({ LOG_LEVEL: 'silent', NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_LISTINGS: '0', ...STRIPE_ENV });
  const config = { ...loaded, stripe: { ...loaded.stripe!, api: { host: '127.0.0.1', port: apiPort, protocol: 'http' as const } } };
  const clock = new SettableClock();
  const running: RunningApp = await createApp(config, { database: database.db, clock });
  return {
    ...running,
    config,
    database,
    clock,
    dataDir,
    dispose: async () => {
      await running.close();
      await database.dispose();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let eventNumber = 0;

/** A Stripe event as its webhook sends it, with the signature Stripe would put on it. */
function stripeEvent(type: string, intent: Record<string, unknown>, secret = WEBHOOK_SECRET): { body: string; signature: string; id: string } {
  const id = `evt_test_${++eventNumber}`;
  const body = JSON.stringify({ id, object: 'event', type, api_version: '2026-10-28.endive', created: 1_790_000_000, livemode: false, data: { object: intent } });
  return { body, signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }), id };
}

function succeededIntent(threadId: string | null, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `pi_${threadId?.replace(/-/g, '').slice(0, 16) ?? 'nocontract'}`,
    object: 'payment_intent',
    amount: 33_000,
    amount_received: 33_000,
    currency: 'jpy',
    status: 'succeeded',
    metadata: threadId ? { contract_id: threadId, purpose: 'management_fee' } : {},
    last_payment_error: null,
    ...overrides,
  };
}

describe.each(storeKinds())('Stripe payments of the management fee on the %s store', (kind) => {
  const api = new FakeStripeApi();
  let app: TestApp;
  let http: App;
  let parties: ContractParties;

  const post = (event: { body: string; signature: string }) =>
    request(http).post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.body);

  const feePayments = async (threadId: string) => {
    const { rows } = await app.db.query<{ data: { payment_id: string; provider: string; amount: number; by: string }; metadata: { actor: unknown } }>(
      `SELECT data, metadata FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 AND type = 'ContractManagementFeePaid'`,
      [`contract-${threadId}`],
    );
    return rows;
  };
  const eventCount = async () => {
    const { rows } = await app.db.query<{ count: string }>(`SELECT count(*) AS count FROM ${ident(app.db.schema)}.events`);
    return Number(rows[0].count);
  };
  const contractState = async (threadId: string) =>
    (await request(http).get(`/api/user-contract/state/${threadId}`).set(bearer(parties.buyer.token)).expect(200)).body.data as { status_id: number; did_pay_management_fee: boolean; payment_method: string | null };

  /** A contract whose buyer went ahead (5 お支払い待ち): the management fee is due. */
  async function awaitingPayment(): Promise<string> {
    const { seller, buyer } = parties;
    const id = await negotiatedDeal(http, parties);
    const step = (token: string, route: string, body?: object) => (body ? request(http).post(route).send(body) : request(http).get(route)).set(bearer(token)).expect(200);
    await step(buyer.token, `/api/contract/${id}/request-create-contract`);
    await step(seller.token, `/api/contract/${id}/create`, { thread_id: id });
    await step(seller.token, `/api/contract/edit-term/${id}`, COMPLETE_TERMS);
    await step(buyer.token, `/api/contract/${id}/buyer-agree`);
    await step(seller.token, `/api/contract/${id}/seller-agree`);
    await step(buyer.token, `/api/contract/${id}/buyer-agree-perform-contract`);
    return id;
  }

  beforeAll(async () => {
    app = await stripeTestApp(kind, await api.start());
    http = app.app.getHttpServer() as App;
    parties = await contractParties(app);
  });
  afterAll(async () => {
    await app.dispose();
    await api.stop();
  });

  it('marks the fee paid once from a signed payment_intent.succeeded, with Stripe as the actor, however often it comes', async () => {
    const id = await awaitingPayment();
    const event = stripeEvent('payment_intent.succeeded', succeededIntent(id));
    const first = await post(event).expect(200);
    expect(first.body).toMatchObject({ success: true, message: '管理手数料のお支払いを記録しました。', data: { outcome: 'recorded', notice_id: event.id, thread_id: id } });
    expect(await contractState(id)).toMatchObject({ status_id: 6, did_pay_management_fee: true, payment_method: 'card' });
    const content = (await request(http).get(`/api/contract/${id}/contract-detail-content`).set(bearer(parties.seller.token)).expect(200)).body.data;
    expect(content.payment).toMatchObject({ did_pay_management_fee: true, payment_status: 'お支払済み', method: 'card' });

    const again = await post(event).expect(200);
    expect(again.body.data).toMatchObject({ outcome: 'already_recorded' });
    const payments = await feePayments(id);
    expect(payments).toHaveLength(1);
    expect(payments[0].data).toMatchObject({ provider: 'stripe', payment_id: succeededIntent(id).id, amount: 33_000, by: parties.buyer.id });
    expect(payments[0].metadata.actor).toEqual({ id: 'stripe', role: 'system' });
  });

  it('records one payment when the same event arrives several times at once', async () => {
    const id = await awaitingPayment();
    const event = stripeEvent('payment_intent.succeeded', succeededIntent(id));
    const answers = await Promise.all(Array.from({ length: 4 }, () => post(event)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((answer) => answer.body.data.outcome).sort()).toEqual(['already_recorded', 'already_recorded', 'already_recorded', 'recorded']);
    expect(await feePayments(id)).toHaveLength(1);
  });

  if (kind === 'server') {
    it('records one payment when the same event reaches two app processes at the same instant', async () => {
      const second = await createApp(app.config, { database: await app.database.openAnother(), clock: app.clock });
      try {
        const other = second.app.getHttpServer() as App;
        for (let round = 0; round < 3; round++) {
          const id = await awaitingPayment();
          const event = stripeEvent('payment_intent.succeeded', succeededIntent(id));
          const toOther = () => request(other).post(WEBHOOK).set('Content-Type', 'application/json').set('Stripe-Signature', event.signature).send(event.body);
          const answers = await Promise.all([post(event), toOther(), post(event), toOther()]);
          expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
          expect(answers.filter((answer) => answer.body.data.outcome === 'recorded')).toHaveLength(1);
          expect(await feePayments(id)).toHaveLength(1);
        }
      } finally {
        await second.close();
        await second.db.close();
      }
    });
  }

  it('refuses a notice with no signature, a wrong one, or a body changed after signing (400), and changes nothing', async () => {
    const id = await awaitingPayment();
    const before = await eventCount();
    const genuine = stripeEvent('payment_intent.succeeded', succeededIntent(id));
    const forged = stripeEvent('payment_intent.succeeded', succeededIntent(id), 'whsec_attacker');
    const answers = [
      await request(http).post(WEBHOOK).set('Content-Type', 'application/json').send(genuine.body),
      await post(forged),
      await post({ body: genuine.body.replace('"amount_received":33000', '"amount_received":33001'), signature: genuine.signature }),
      await post({ body: genuine.body, signature: 'not a signature' }),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({ success: false, message: expect.stringContaining('Stripe-Signature ヘッダーの署名を確認できませんでした。'), data: null });
    }
    expect(await eventCount()).toBe(before);
    expect(await contractState(id)).toMatchObject({ status_id: 5, did_pay_management_fee: false });
  });

  it('refuses a payment of another amount than the contract’s fee and never marks it paid', async () => {
    const id = await awaitingPayment();
    const before = await eventCount();
    for (const intent of [succeededIntent(id, { amount: 100, amount_received: 100 }), succeededIntent(id, { currency: 'usd' })]) {
      const answer = await post(stripeEvent('payment_intent.succeeded', intent)).expect(422);
      expect(answer.body.success).toBe(false);
      expect(answer.body.errors.amount[0]).toContain('契約の管理手数料（33000 JPY）と一致しません。');
    }
    expect(await eventCount()).toBe(before);
    expect(await contractState(id)).toMatchObject({ status_id: 5, did_pay_management_fee: false });
  });

  it('refuses a payment for a contract that does not exist or names none (404)', async () => {
    const before = await eventCount();
    for (const intent of [succeededIntent('7d1e2f3a-0000-4000-8000-000000000001'), succeededIntent(null), succeededIntent('not-a-contract')]) {
      const answer = await post(stripeEvent('payment_intent.succeeded', intent)).expect(404);
      expect(answer.body).toEqual({ success: false, message: 'お支払いの対象の契約が見つかりません。', data: null });
    }
    expect(await eventCount()).toBe(before);
  });

  it('acknowledges a failed payment and other events without recording anything', async () => {
    const id = await awaitingPayment();
    const before = await eventCount();
    const failed = succeededIntent(id, { status: 'requires_payment_method', amount_received: 0, last_payment_error: { code: 'card_declined', decline_code: 'generic_decline' } });
    expect((await post(stripeEvent('payment_intent.payment_failed', failed)).expect(200)).body.data).toMatchObject({ outcome: 'ignored', thread_id: id });
    expect((await post(stripeEvent('charge.refunded', { id: 'ch_1', object: 'charge' })).expect(200)).body.data).toMatchObject({ outcome: 'ignored', thread_id: null });
    expect(await eventCount()).toBe(before);
    expect(await contractState(id)).toMatchObject({ status_id: 5, did_pay_management_fee: false });
  });

  it('opens a yen PaymentIntent for the buyer, records it paid when the browser confirmed it, and the later webhook writes nothing more', async () => {
    const id = await awaitingPayment();
    const options = (await request(http).get('/api/user-contract/payment-options').set(bearer(parties.buyer.token)).expect(200)).body.data;
    expect(options).toEqual({ card_provider: 'stripe', card_available: true, management_fee: 33_000, publishable_key: 'pk_test_integration' });
    await request(http).post('/api/payment/management-intent').set(bearer(parties.seller.token)).send({ thread_id: id }).expect(409);
    const opened = (await request(http).post('/api/payment/management-intent').set(bearer(parties.buyer.token)).send({ thread_id: id }).expect(200)).body.data;
    expect(opened).toMatchObject({ thread_id: id, provider: 'stripe', amount: 33_000 });
    expect(opened.client_secret).toMatch(/^pi_.+_secret_/);
    const sent = api.seen.find((seen) => seen.method === 'POST' && seen.form.get('metadata[contract_id]') === id)!;
    expect(sent.headers['idempotency-key']).toBe(`management-fee-${id}`);
    expect(sent.form.get('amount')).toBe('33000');

    // Not yet confirmed in the browser: nothing is recorded.
    await request(http).post('/api/payment/pay-management').set(bearer(parties.buyer.token)).send({ thread_id: id, card_token: opened.payment_id }).expect(422);
    expect(await feePayments(id)).toHaveLength(0);

    // Stripe.js confirmed it: the intent succeeded at Stripe.
    api.intents.set(opened.payment_id, { ...api.intents.get(opened.payment_id), status: 'succeeded', amount_received: 33_000 });
    const paid = await request(http).post('/api/payment/pay-management').set(bearer(parties.buyer.token)).send({ thread_id: id, card_token: opened.payment_id }).expect(200);
    expect(paid.body.data).toMatchObject({ thread_id: id, status_id: 6, payment_id: opened.payment_id, amount: 33_000 });
    const webhook = await post(stripeEvent('payment_intent.succeeded', { ...api.intents.get(opened.payment_id) })).expect(200);
    expect(webhook.body.data.outcome).toBe('already_recorded');
    const payments = await feePayments(id);
    expect(payments).toHaveLength(1);
    expect(payments[0].metadata.actor).toEqual({ id: parties.buyer.id, role: 'member' });
  });

  it('answers the browser’s confirmation as paid when the webhook recorded the payment first', async () => {
    const id = await awaitingPayment();
    const opened = (await request(http).post('/api/payment/management-intent').set(bearer(parties.buyer.token)).send({ thread_id: id }).expect(200)).body.data;
    api.intents.set(opened.payment_id, { ...api.intents.get(opened.payment_id), status: 'succeeded', amount_received: 33_000 });
    await post(stripeEvent('payment_intent.succeeded', { ...api.intents.get(opened.payment_id) })).expect(200);
    const paid = await request(http).post('/api/payment/pay-management').set(bearer(parties.buyer.token)).send({ thread_id: id, card_token: opened.payment_id }).expect(200);
    expect(paid.body.data).toMatchObject({ status_id: 6, payment_id: opened.payment_id, amount: 33_000 });
    expect(await feePayments(id)).toHaveLength(1);
  });
});
