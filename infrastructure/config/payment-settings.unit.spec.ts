import { loadConfig } from './app-config';
import { configProblemsOf } from '../testing/config-problems';

/** Production needs a master key; any valid one does here. */
const PERSONAL_DATA_KEY = Buffer.alloc(32, 7).toString('base64');

const STRIPE = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_51abcdefSECRETVALUE',
  STRIPE_WEBHOOK_SECRET: 'whsec_SIGNINGSECRETVALUE',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_51abcdefPUBLIC',
};


describe('payment settings', () => {
  it('takes Stripe with its three keys', () => {
    const config = loadConfig(STRIPE);
    expect(config.paymentProvider).toBe('stripe');
    expect(config.stripe).toEqual({ secretKey: STRIPE.STRIPE_SECRET_KEY, webhookSecret: STRIPE.STRIPE_WEBHOOK_SECRET, publishableKey: STRIPE.STRIPE_PUBLISHABLE_KEY });
  });

  it('leaves the Stripe keys out of the configuration when another provider is chosen', () => {
    expect(loadConfig({ ...STRIPE, PAYMENT_PROVIDER: 'sandbox' }).stripe).toBeUndefined();
    expect(loadConfig({}).stripe).toBeUndefined();
  });

  it.each(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const)('refuses Stripe without %s, naming it', (name) => {
    expect(configProblemsOf({ ...STRIPE, [name]: '' })).toEqual([`${name}=(unset): must be set when PAYMENT_PROVIDER=stripe`.replace('(unset)', name === 'STRIPE_PUBLISHABLE_KEY' ? '""' : '(hidden)')]);
    const { [name]: _left, ...without } = STRIPE;
    expect(configProblemsOf(without)).toEqual([`${name}=(unset): must be set when PAYMENT_PROVIDER=stripe`]);
  });

  it('names every missing key at once', () => {
    expect(configProblemsOf({ PAYMENT_PROVIDER: 'stripe' })).toEqual([
      'STRIPE_SECRET_KEY=(unset): must be set when PAYMENT_PROVIDER=stripe',
      'STRIPE_WEBHOOK_SECRET=(unset): must be set when PAYMENT_PROVIDER=stripe',
      'STRIPE_PUBLISHABLE_KEY=(unset): must be set when PAYMENT_PROVIDER=stripe',
    ]);
  });

  it('refuses a key of the wrong kind without printing a secret', () => {
    const problems = configProblemsOf({ ...STRIPE, STRIPE_SECRET_KEY: 'pk_test_pasted-into-the-wrong-place', STRIPE_WEBHOOK_SECRET: 'sk_test_wrong' });
    expect(problems).toEqual([
      expect.stringMatching(/^STRIPE_SECRET_KEY=\(hidden\): must be a Stripe secret or restricted key/),
      expect.stringMatching(/^STRIPE_WEBHOOK_SECRET=\(hidden\): must be the signing secret of the webhook endpoint/),
    ]);
    expect(problems.join('\n')).not.toContain('pasted-into-the-wrong-place');
    expect(problems.join('\n')).not.toContain('sk_test_wrong');
    expect(configProblemsOf({ ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'sk_test_x' })).toEqual([
      'STRIPE_PUBLISHABLE_KEY="sk_test_x": must be the publishable key from Stripe\'s dashboard (starting with pk_live_ or pk_test_)',
    ]);
  });

  it('allows Stripe in production with live keys, where the sandbox stays refused', () => {
    const live = { ...STRIPE, NODE_ENV: 'production', PERSONAL_DATA_KEY, PUBLIC_URL: 'https://ietochi.example', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_PUBLISHABLE_KEY: 'pk_live_abc' };
    expect(loadConfig(live).paymentProvider).toBe('stripe');
    expect(configProblemsOf({ ...live, PAYMENT_PROVIDER: 'sandbox' })).toEqual([expect.stringContaining('PAYMENT_PROVIDER="sandbox": the sandbox card provider is a test provider')]);
  });

  it('refuses Stripe test keys in production', () => {
    const problems = configProblemsOf({ ...STRIPE, NODE_ENV: 'production', PERSONAL_DATA_KEY, PUBLIC_URL: 'https://ietochi.example' });
    expect(problems).toEqual([
      'STRIPE_SECRET_KEY=(hidden): must be a live key with NODE_ENV=production',
      'STRIPE_PUBLISHABLE_KEY="pk_test_51abcdefPUBLIC": must be a live key with NODE_ENV=production',
    ]);
  });
});
