/** One card charge: the card is named by a token the provider's form gave the browser, never by its number. */
export interface CardCharge {
  amount: number;
  card_token: string;
  /** The same key charges once, however often it is sent: a retried request never pays twice. */
  idempotency_key: string;
  description: string;
}

export type ChargeOutcome =
  | { ok: true; provider: string; payment_id: string }
  /** The card was refused; `message` is for the payer, in Japanese. */
  | { ok: false; reason: 'declined' | 'invalid_card'; message: string };

/**
 * Card payments through a payment provider. Holding a party's money for another is regulated
 * (資金移動業), so the product only ever charges its own fees here, through a licensed provider's
 * adapter; `available` is false when none is configured.
 */
export abstract class PaymentGateway {
  abstract readonly available: boolean;
  abstract charge(charge: CardCharge): Promise<ChargeOutcome>;
}
