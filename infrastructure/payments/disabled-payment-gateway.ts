import { PaymentGateway, PaymentNoticeRejected, type CardIntent, type ChargeOutcome, type PaymentNotice } from '../../application/ports/payment-gateway.port';

/** No card provider configured (PAYMENT_PROVIDER=none): buyers pay by bank transfer. */
export class DisabledPaymentGateway extends PaymentGateway {
  readonly available = false;
  readonly name = 'none';
  readonly flow = 'token';

  charge(): Promise<ChargeOutcome> {
    return Promise.reject(new Error('no card payment provider is configured'));
  }

  openIntent(): Promise<CardIntent> {
    return Promise.reject(new Error('no card payment provider is configured'));
  }

  readNotice(): PaymentNotice {
    throw new PaymentNoticeRejected('no card payment provider is configured');
  }
}
