import Stripe from 'stripe';
import { CARD_MESSAGES, PaymentNoticeRejected } from '../../application/ports/payment-gateway.port';
import { FakeStripeApi } from '../testing/fake-stripe-api';
import { StripePaymentGateway } from './stripe-payment-gateway';

const CONTRACT = '0b7d8a52-3f0e-4c1e-9c4e-1f2a3b4c5d6e';
const WEBHOOK_SECRET = 'whsec_test_secret';

function anIntent(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { id: 'pi_paid', object: 'payment_intent', amount: 33_000, currency: 'jpy', status: 'succeeded', metadata: { contract_id: CONTRACT }, last_payment_error: null, ...overrides };
}

function signed(event: Record<string, unknown>, secret = WEBHOOK_SECRET): { payload: Buffer; header: string } {
  const payload = JSON.stringify(event);
  return { payload: Buffer.from(payload), header: Stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}

function anEvent(type: string, object: Record<string, unknown>): Record<string, unknown> {
  return { id: 'evt_1', object: 'event', type, api_version: '2026-10-28.endive', created: 1_790_000_000, livemode: false, data: { object } };
}

describe('StripePaymentGateway', () => {
  const api = new FakeStripeApi();
  let gateway: StripePaymentGateway;

  beforeAll(async () => {
    const port = await api.start();
    gateway = new StripePaymentGateway({ secretKey: 'sk_test_fake', webhookSecret: WEBHOOK_SECRET, api: { host: '127.0.0.1', port, protocol: 'http' } });
  });
  afterAll(() => api.stop());
  beforeEach(() => {
    api.seen.length = 0;
    api.intents.clear();
  });

  describe('opening the payment of a management fee', () => {
    it('opens a yen PaymentIntent for cards, with the contract in its metadata and our key as Stripe’s idempotency key', async () => {
      const intent = await gateway.openIntent({ amount: 33_000, contract_id: CONTRACT, idempotency_key: `management-fee-${CONTRACT}`, description: '管理手数料' });
      expect(intent).toEqual({ provider: 'stripe', payment_id: 'pi_fake1', client_secret: 'pi_fake1_secret_abc', amount: 33_000 });
      const [request] = api.seen;
      expect(request.method).toBe('POST');
      expect(request.headers.authorization).toBe('Bearer sk_test_fake');
      expect(request.headers['idempotency-key']).toBe(`management-fee-${CONTRACT}`);
      // Zero-decimal currency: 33,000 yen is sent as 33000, not 3300000.
      expect(request.form.get('amount')).toBe('33000');
      expect(request.form.get('currency')).toBe('jpy');
      expect(request.form.get('allowed_payment_method_types[0]')).toBe('card');
      expect(request.form.get('metadata[contract_id]')).toBe(CONTRACT);
      expect(request.form.get('metadata[purpose]')).toBe('management_fee');
    });
  });

  describe('checking the payment the browser confirmed', () => {
    const charge = (card_token: string, amount = 33_000, contract_id = CONTRACT) =>
      gateway.charge({ card_token, amount, contract_id, idempotency_key: `management-fee-${contract_id}`, description: '管理手数料' });

    it('answers paid when Stripe says the intent for this contract and amount succeeded', async () => {
      api.intents.set('pi_paid', anIntent());
      await expect(charge('pi_paid')).resolves.toEqual({ ok: true, provider: 'stripe', payment_id: 'pi_paid' });
      expect(api.seen.map((request) => `${request.method} ${request.path.split('?')[0]}`)).toEqual(['GET /v1/payment_intents/pi_paid']);
    });

    it('refuses a succeeded intent opened for another contract or another amount', async () => {
      api.intents.set('pi_other', anIntent({ id: 'pi_other', metadata: { contract_id: 'another-contract' } }));
      api.intents.set('pi_small', anIntent({ id: 'pi_small', amount: 100 }));
      api.intents.set('pi_usd', anIntent({ id: 'pi_usd', currency: 'usd' }));
      for (const token of ['pi_other', 'pi_small', 'pi_usd']) {
        await expect(charge(token)).resolves.toEqual({ ok: false, reason: 'invalid_card', message: CARD_MESSAGES.invalid_card });
      }
    });

    it('answers a declined card with the Japanese message every provider uses', async () => {
      api.intents.set('pi_declined', anIntent({ id: 'pi_declined', status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' } }));
      await expect(charge('pi_declined')).resolves.toEqual({ ok: false, reason: 'declined', message: CARD_MESSAGES.declined });
    });

    it('answers not yet paid while the intent waits for the card or 3-D Secure', async () => {
      api.intents.set('pi_waiting', anIntent({ id: 'pi_waiting', status: 'requires_action' }));
      api.intents.set('pi_new', anIntent({ id: 'pi_new', status: 'requires_payment_method' }));
      await expect(charge('pi_waiting')).resolves.toMatchObject({ ok: false, reason: 'pending' });
      await expect(charge('pi_new')).resolves.toMatchObject({ ok: false, reason: 'pending' });
    });

    it('refuses an intent Stripe does not know, and asks nothing for a token that is no intent id', async () => {
      await expect(charge('pi_missing')).resolves.toMatchObject({ ok: false, reason: 'invalid_card' });
      api.seen.length = 0;
      await expect(charge('tok_sandbox_approved')).resolves.toMatchObject({ ok: false, reason: 'invalid_card' });
      await expect(charge('pi_x/../../v1/charges')).resolves.toMatchObject({ ok: false, reason: 'invalid_card' });
      expect(api.seen).toEqual([]);
    });
  });

  describe('reading a webhook notice', () => {
    it('reads a signed payment_intent.succeeded as a succeeded payment of the contract in its metadata', () => {
      const { payload, header } = signed(anEvent('payment_intent.succeeded', anIntent({ amount_received: 33_000 })));
      expect(gateway.readNotice(payload, header)).toEqual({
        kind: 'succeeded',
        provider: 'stripe',
        notice_id: 'evt_1',
        payment_id: 'pi_paid',
        contract_id: CONTRACT,
        amount: 33_000,
        currency: 'jpy',
      });
    });

    it('reads a failed payment and any other event for what they are', () => {
      const failed = signed(anEvent('payment_intent.payment_failed', anIntent({ status: 'requires_payment_method', last_payment_error: { code: 'card_declined', decline_code: 'stolen_card' } })));
      expect(gateway.readNotice(failed.payload, failed.header)).toEqual({ kind: 'failed', provider: 'stripe', notice_id: 'evt_1', payment_id: 'pi_paid', contract_id: CONTRACT, reason: 'stolen_card' });
      const other = signed(anEvent('charge.refunded', { id: 'ch_1', object: 'charge' }));
      expect(gateway.readNotice(other.payload, other.header)).toEqual({ kind: 'other', provider: 'stripe', notice_id: 'evt_1', type: 'charge.refunded' });
    });

    it('rejects a notice without a signature, signed with another secret, or changed after signing', () => {
      const { payload, header } = signed(anEvent('payment_intent.succeeded', anIntent({ amount_received: 33_000 })));
      expect(() => gateway.readNotice(payload, undefined)).toThrow(PaymentNoticeRejected);
      const foreign = signed(anEvent('payment_intent.succeeded', anIntent({ amount_received: 33_000 })), 'whsec_someone_else');
      expect(() => gateway.readNotice(foreign.payload, foreign.header)).toThrow(PaymentNoticeRejected);
      const changed = Buffer.from(payload.toString('utf8').replace('33000', '1'));
      expect(() => gateway.readNotice(changed, header)).toThrow(PaymentNoticeRejected);
      expect(() => gateway.readNotice(payload, 't=1,v1=deadbeef')).toThrow(PaymentNoticeRejected);
    });
  });
});
