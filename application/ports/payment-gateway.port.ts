/** One card charge: the card is named by a token the provider's form gave the browser, never by its number. */
export interface CardCharge {
  amount: number;
  /**
   * What the browser got from the provider's form: a card token the server charges, or, for a
   * provider that confirms payments in the browser (`flow: 'intent'`), the id of the payment it confirmed.
   */
  card_token: string;
  /** The contract paid for: a payment the browser confirmed must have been opened for this contract. */
  contract_id: string;
  /** The same key charges once, however often it is sent: a retried request never pays twice. */
  idempotency_key: string;
  description: string;
}

export type ChargeOutcome =
  | { ok: true; provider: string; payment_id: string }
  /** The card was refused, or the payment is not (yet) complete; `message` is for the payer, in Japanese. */
  | { ok: false; reason: 'declined' | 'invalid_card' | 'pending'; message: string };

/** A payment the server opens and the buyer's browser confirms in the provider's own card form. */
export interface CardIntentRequest {
  amount: number;
  contract_id: string;
  /** One open payment per key: asking again answers the same payment instead of a second one. */
  idempotency_key: string;
  description: string;
}

export interface CardIntent {
  provider: string;
  payment_id: string;
  /** Handed to the provider's script in the browser, which confirms the payment with it. */
  client_secret: string;
  amount: number;
}

/** What a provider told us about a payment, read from a notice whose signature was checked. */
export type PaymentNotice =
  | { kind: 'succeeded'; provider: string; notice_id: string; payment_id: string; contract_id: string | null; amount: number; currency: string }
  | { kind: 'failed'; provider: string; notice_id: string; payment_id: string; contract_id: string | null; reason: string | null }
  | { kind: 'other'; provider: string; notice_id: string; type: string };

/** A notice whose signature is missing or wrong, or that cannot be read: it is not the provider's. */
export class PaymentNoticeRejected extends Error {
  constructor(readonly detail: string) {
    super(`payment notice rejected: ${detail}`);
    this.name = 'PaymentNoticeRejected';
  }
}

/** Messages for the payer, shared by every provider so the screens read the same. */
export const CARD_MESSAGES = {
  declined: 'カードが承認されませんでした。別のカードをお使いいただくか、カード会社にお問い合わせください。',
  invalid_card: 'カード情報を確認できませんでした。もう一度カード情報を入力してください。',
  pending: 'カードのお支払いがまだ完了していません。カード情報の入力を終えてから、もう一度お試しください。',
} as const;

/**
 * Card payments through a payment provider. Holding a party's money for another is regulated
 * (資金移動業), so the product only ever charges its own fees here, through a licensed provider's
 * adapter; `available` is false when none is configured.
 *
 * Two flows: `token` (the server charges a token the browser sent) and `intent` (the server opens a
 * payment, the browser confirms it in the provider's form, so the card number never reaches us, and
 * `charge` then checks with the provider that the payment it names succeeded). Providers that sign
 * their notices also tell of payments by webhook, read by `readNotice`.
 */
export abstract class PaymentGateway {
  abstract readonly available: boolean;
  /** The provider's name as the answers and the events write it: `sandbox`, `stripe` or `none`. */
  abstract readonly name: string;
  abstract readonly flow: 'token' | 'intent';
  abstract charge(charge: CardCharge): Promise<ChargeOutcome>;
  /** Only for `flow: 'intent'`. */
  abstract openIntent(request: CardIntentRequest): Promise<CardIntent>;
  /** Checks the notice's signature over its exact bytes; throws `PaymentNoticeRejected` when it is not the provider's. */
  abstract readNotice(payload: Buffer, signature: string | undefined): PaymentNotice;
}
