import type { PaymentGateway } from '../../application/ports/payment-gateway.port';
import type { AppConfig } from '../config/app-config';
import { DisabledPaymentGateway } from './disabled-payment-gateway';
import { SandboxPaymentGateway } from './sandbox-payment-gateway';
import { StripePaymentGateway } from './stripe-payment-gateway';

/** The card provider the configuration names. */
export function paymentGatewayFor(config: Pick<AppConfig, 'paymentProvider' | 'stripe'>): PaymentGateway {
  switch (config.paymentProvider) {
    case 'sandbox':
      return new SandboxPaymentGateway();
    case 'stripe':
      if (!config.stripe) throw new Error('PAYMENT_PROVIDER=stripe needs the Stripe keys');
      return new StripePaymentGateway({ secretKey: config.stripe.secretKey, webhookSecret: config.stripe.webhookSecret, ...(config.stripe.api ? { api: config.stripe.api } : {}) });
    case 'none':
      return new DisabledPaymentGateway();
  }
}
