import { createHash } from 'node:crypto';
import { PaymentGateway, type CardCharge, type ChargeOutcome } from '../../application/ports/payment-gateway.port';

/** Card tokens the sandbox knows; any other token is an unknown card. */
export const SANDBOX_CARD_TOKENS = { approved: 'tok_sandbox_approved', declined: 'tok_sandbox_declined' } as const;

/**
 * A TEST payment provider: it moves no money and accepts made-up card tokens. It exists so that
 * the payment step can be used in development and tests; the configuration refuses it with
 * NODE_ENV=production. Like a real provider it charges a key once and answers the same payment for
 * the same key again.
 */
export class SandboxPaymentGateway extends PaymentGateway {
  readonly available = true;
  private readonly charged = new Map<string, ChargeOutcome>();

  charge(charge: CardCharge): Promise<ChargeOutcome> {
    const earlier = this.charged.get(charge.idempotency_key);
    if (earlier?.ok) return Promise.resolve(earlier);
    let outcome: ChargeOutcome;
    if (charge.card_token === SANDBOX_CARD_TOKENS.approved) {
      outcome = { ok: true, provider: 'sandbox', payment_id: `sandbox_${createHash('sha256').update(charge.idempotency_key).digest('hex').slice(0, 24)}` };
    } else if (charge.card_token === SANDBOX_CARD_TOKENS.declined) {
      outcome = { ok: false, reason: 'declined', message: 'カードが承認されませんでした。別のカードをお使いいただくか、カード会社にお問い合わせください。' };
    } else {
      outcome = { ok: false, reason: 'invalid_card', message: 'カード情報を確認できませんでした。もう一度カード情報を入力してください。' };
    }
    this.charged.set(charge.idempotency_key, outcome);
    return Promise.resolve(outcome);
  }
}
