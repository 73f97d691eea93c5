import { PaymentGateway, type ChargeOutcome } from '../../application/ports/payment-gateway.port';

/** No card provider configured (PAYMENT_PROVIDER=none): buyers pay by bank transfer. */
export class DisabledPaymentGateway extends PaymentGateway {
  readonly available = false;

  charge(): Promise<ChargeOutcome> {
    return Promise.reject(new Error('no card payment provider is configured'));
  }
}
