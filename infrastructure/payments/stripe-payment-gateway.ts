import Stripe from 'stripe';
import {
  CARD_MESSAGES,
  PaymentGateway,
  PaymentNoticeRejected,
  type CardCharge,
  type CardIntent,
  type CardIntentRequest,
  type ChargeOutcome,
  type PaymentNotice,
} from '../../application/ports/payment-gateway.port';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Where the Stripe API is reached; tests point it at a local server. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** A PaymentIntent's id as Stripe writes it; anything else is refused before asking Stripe. */
const PAYMENT_INTENT_ID = /^pi_[A-Za-z0-9]{1,200}$/;

/** The yen is a zero-decimal currency at Stripe: `amount` is whole yen, not hundredths. */
const CURRENCY = 'jpy';

/**
 * Card payments through Stripe PaymentIntents. The server opens an intent for the management fee
 * (amount in yen, the contract's id in its metadata, our key as Stripe's idempotency key, so asking
 * again answers the same intent); the buyer's browser confirms it in Stripe's Payment Element, with
 * 3-D Secure where the card asks for it, so the card number never reaches this server. `charge`
 * then asks Stripe whether the intent the browser names succeeded for this contract and amount;
 * the webhook tells the same when the browser never comes back.
 */
export class StripePaymentGateway extends PaymentGateway {
  readonly available = true;
  readonly name = 'stripe';
  readonly flow = 'intent';
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    super();
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2,
      timeout: 20_000,
      telemetry: false,
      ...(settings.api ? { host: settings.api.host, port: settings.api.port, protocol: settings.api.protocol } : {}),
    });
  }

  async openIntent(request: CardIntentRequest): Promise<CardIntent> {
    const intent = await this.stripe.paymentIntents.create(
      {
        amount: request.amount,
        currency: CURRENCY,
        allowed_payment_method_types: ['card'],
        description: request.description,
        metadata: { contract_id: request.contract_id, purpose: 'management_fee' },
      },
      { idempotencyKey: request.idempotency_key },
    );
    if (!intent.client_secret) throw new Error(`Stripe answered PaymentIntent ${intent.id} without a client secret`);
    return { provider: this.name, payment_id: intent.id, client_secret: intent.client_secret, amount: intent.amount };
  }

  async charge(charge: CardCharge): Promise<ChargeOutcome> {
    if (!PAYMENT_INTENT_ID.test(charge.card_token)) return { ok: false, reason: 'invalid_card', message: CARD_MESSAGES.invalid_card };
    let intent: Stripe.PaymentIntent;
    try {
      intent = await this.stripe.paymentIntents.retrieve(charge.card_token);
    } catch (error) {
      if (error instanceof Stripe.errors.StripeInvalidRequestError && error.statusCode === 404) {
        return { ok: false, reason: 'invalid_card', message: CARD_MESSAGES.invalid_card };
      }
      throw error;
    }
    // An intent opened for another contract or amount pays nothing here, whatever its status.
    if (intent.metadata?.contract_id !== charge.contract_id || intent.amount !== charge.amount || intent.currency !== CURRENCY) {
      return { ok: false, reason: 'invalid_card', message: CARD_MESSAGES.invalid_card };
    }
    if (intent.status === 'succeeded') return { ok: true, provider: this.name, payment_id: intent.id };
    if (intent.status === 'requires_payment_method' && intent.last_payment_error) {
      return { ok: false, reason: 'declined', message: CARD_MESSAGES.declined };
    }
    return { ok: false, reason: 'pending', message: CARD_MESSAGES.pending };
  }

  readNotice(payload: Buffer, signature: string | undefined): PaymentNotice {
    if (!signature) throw new PaymentNoticeRejected('the Stripe-Signature header is missing');
    let event: Stripe.Event;
    try {
      event = this.stripe.webhooks.constructEvent(payload, signature, this.settings.webhookSecret);
    } catch (error) {
      throw new PaymentNoticeRejected(error instanceof Error ? error.message : String(error));
    }
    switch (event.type) {
      case 'payment_intent.succeeded': {
        const intent = event.data.object;
        return {
          kind: 'succeeded',
          provider: this.name,
          notice_id: event.id,
          payment_id: intent.id,
          contract_id: intent.metadata?.contract_id ?? null,
          amount: intent.amount_received,
          currency: intent.currency,
        };
      }
      case 'payment_intent.payment_failed': {
        const intent = event.data.object;
        return {
          kind: 'failed',
          provider: this.name,
          notice_id: event.id,
          payment_id: intent.id,
          contract_id: intent.metadata?.contract_id ?? null,
          reason: intent.last_payment_error?.decline_code ?? intent.last_payment_error?.code ?? null,
        };
      }
      default:
        return { kind: 'other', provider: this.name, notice_id: event.id, type: event.type };
    }
  }
}
