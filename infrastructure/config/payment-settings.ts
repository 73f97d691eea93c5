import { z } from 'zod';

export type PaymentProvider = 'sandbox' | 'stripe' | 'none';

/** Stripe's keys and the signing secret of its webhook endpoint. */
export interface StripeKeys {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Where the Stripe API is reached, when not Stripe's own address: only tests set it, to a local server. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Settings whose values are secrets: a start that refuses them never prints them. */
export const SECRET_PAYMENT_SETTINGS: ReadonlySet<string> = new Set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

/** `PAYMENT_PROVIDER`: `sandbox` (a test provider, refused in production), `stripe`, or `none` (bank transfer only). */
export const paymentProviderSetting = z.enum(['sandbox', 'stripe', 'none'], { message: 'must be sandbox, stripe or none' }).optional();

const stripeKey = (prefixes: readonly string[], what: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || prefixes.some((prefix) => value.startsWith(prefix)), {
      message: `must be ${what} (starting with ${prefixes.join(' or ')})`,
    });

/** Each key's kind is told by its prefix, so a key pasted into the wrong variable stops the start. */
export const stripeKeySettings = {
  STRIPE_SECRET_KEY: stripeKey(['sk_live_', 'sk_test_', 'rk_live_', 'rk_test_'], "a Stripe secret or restricted key from the dashboard's API keys"),
  STRIPE_WEBHOOK_SECRET: stripeKey(['whsec_'], "the signing secret of the webhook endpoint from Stripe's dashboard"),
  STRIPE_PUBLISHABLE_KEY: stripeKey(['pk_live_', 'pk_test_'], "the publishable key from Stripe's dashboard"),
};

interface PaymentValues {
  NODE_ENV: string;
  PAYMENT_PROVIDER?: PaymentProvider;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
  STRIPE_PUBLISHABLE_KEY?: string;
}

/** The problems of the payment settings taken together, each with the variable it names. */
export function paymentSettingProblems(value: PaymentValues): { path: string; message: string }[] {
  const problems: { path: string; message: string }[] = [];
  // The sandbox moves no money: a production site that took it would record fees as paid that never were.
  if (value.NODE_ENV === 'production' && value.PAYMENT_PROVIDER === 'sandbox') {
    problems.push({
      path: 'PAYMENT_PROVIDER',
      message: 'the sandbox card provider is a test provider and cannot be used with NODE_ENV=production; set PAYMENT_PROVIDER=stripe or none (bank transfer only)',
    });
  }
  if (value.PAYMENT_PROVIDER === 'stripe') {
    for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const) {
      if (!value[name]) problems.push({ path: name, message: `must be set when PAYMENT_PROVIDER=stripe` });
    }
    // Test keys in production would take "payments" that move no money, as the sandbox would.
    if (value.NODE_ENV === 'production') {
      if (value.STRIPE_SECRET_KEY?.includes('_test_')) problems.push({ path: 'STRIPE_SECRET_KEY', message: 'must be a live key with NODE_ENV=production' });
      if (value.STRIPE_PUBLISHABLE_KEY?.startsWith('pk_test_')) problems.push({ path: 'STRIPE_PUBLISHABLE_KEY', message: 'must be a live key with NODE_ENV=production' });
    }
  }
  return problems;
}

/** The provider in use: the setting, else the sandbox outside production and none in production. */
export function resolvePaymentProvider(value: PaymentValues): { provider: PaymentProvider; stripe?: StripeKeys } {
  const provider = value.PAYMENT_PROVIDER ?? (value.NODE_ENV === 'production' ? 'none' : 'sandbox');
  if (provider !== 'stripe' || !value.STRIPE_SECRET_KEY || !value.STRIPE_WEBHOOK_SECRET || !value.STRIPE_PUBLISHABLE_KEY) return { provider };
  return { provider, stripe: { secretKey: value.STRIPE_SECRET_KEY, webhookSecret: value.STRIPE_WEBHOOK_SECRET, publishableKey: value.STRIPE_PUBLISHABLE_KEY } };
}
