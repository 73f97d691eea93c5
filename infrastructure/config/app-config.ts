import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { ATTEMPT_LIMITS } from '../../application/accounts/attempt-limits';
import { parseTrustProxy, TRUST_PROXY_EXPECTED, type TrustProxy } from './trust-proxy';
import { chromiumPathSetting, pdfPoolSizeSetting, resolveChromiumPath } from './pdf-settings';
import { paymentProviderSetting, paymentSettingProblems, resolvePaymentProvider, stripeKeySettings, type PaymentProvider, type StripeKeys } from './payment-settings';
import { auditSigningKeySetting } from './audit-settings';
import { personalDataKeyProblems, personalDataKeySettings } from './personal-data-key-settings';
import { shownSetting } from './shown-setting';

const optionalUrl = (protocols: readonly string[], example: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value === '' ? undefined : value))
    .refine((value) => value === undefined || protocols.some((p) => value.startsWith(`${p}://`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}, e.g. ${example}`,
    });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value === '' ? undefined : value));

/**
 * The pair check runs even when another variable is wrong, so one start names every problem; the
 * two Turnstile fields cannot fail on their own, so they are parsed by then.
 */
const PAIR_CHECK_ALWAYS = { when: () => true };

const schema = z
  .object({
    PORT: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be between 1 and 65535')
      .max(65535, 'must be between 1 and 65535')
      .default(3000),
    /** Address to listen on; unset means this machine only outside production, every interface in production. */
    HOST: optionalText.refine((value) => value === undefined || net.isIP(value) !== 0 || value === 'localhost', {
      message: 'must be an IP address (127.0.0.1, ::1, 0.0.0.0, ::) or localhost',
    }),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
    DATABASE_URL: optionalUrl(['postgres', 'postgresql'], 'postgresql://user:password@localhost:5432/market'),
    /** The schema owner's connection: migrations run as it, the app as DATABASE_URL's role (server mode). */
    MIGRATION_DATABASE_URL: optionalUrl(['postgres', 'postgresql'], 'postgresql://market_owner:password@localhost:5432/market'),
    /** Ed25519 private key (PEM, or base64 of PKCS#8 DER or of the 32-byte seed) that signs audit digests. */
    AUDIT_SIGNING_KEY: auditSigningKeySetting,
    SMTP_URL: optionalUrl(['smtp', 'smtps'], 'smtp://user:password@mail.example.com:587'),
    /** Address of the site as users reach it, for links in mails. Defaults to http://localhost:PORT. */
    PUBLIC_URL: optionalUrl(['http', 'https'], 'https://ietochi.example'),
    /** Signing key of access tokens; when unset, one is generated once and kept in the database. */
    JWT_SECRET: z
      .string()
      .optional()
      .transform((value) => (value === '' ? undefined : value))
      .refine((value) => value === undefined || value.length >= 32, { message: 'must be at least 32 characters' }),
    /** Cloudflare Turnstile secret: bot protection on sign-up is on when set, with the site key. */
    TURNSTILE_SECRET: optionalText,
    /** Cloudflare Turnstile site key, given to the browser to show the widget. */
    TURNSTILE_SITE_KEY: optionalText,
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** The browsable API document at /api/docs: on unless NODE_ENV=production; `on` or `off` decides. */
    API_DOCS: z.enum(['on', 'off'], { message: 'must be on or off' }).optional(),
    /** Made-up listings (with drawn photos) the demo seller starts with; never in production. */
    DEMO_LISTINGS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be between 0 and 2000')
      .max(2000, 'must be between 0 and 2000')
      .default(240),
    /** Seconds between attempts to send a mail, comma-separated; the last step repeats. */
    MAIL_RETRY_SECONDS: z
      .string()
      .default('5,30,120,600,1800,3600')
      .transform((value, context) => {
        const steps = value.split(',').map((step) => Number(step.trim()));
        if (steps.some((step) => !Number.isFinite(step) || step <= 0) || value.trim() === '') {
          context.addIssue({ code: 'custom', message: 'must be positive numbers of seconds separated by commas, e.g. 5,30,120,600' });
          return z.NEVER;
        }
        return steps.map((step) => Math.round(step * 1000));
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Origins allowed to call the API from a browser besides the site itself, comma-separated. */
    CORS_ORIGINS: z
      .string()
      .default('')
      .transform((value) =>
        value
          .split(',')
          .map((origin) => origin.trim())
          .filter(Boolean),
      ),
    /** Sign-ins one client address may try in 15 minutes; raise it where many visitors share an address. */
    SIGN_IN_LIMIT_PER_ADDRESS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(1, 'must be 1 or more')
      .max(100_000, 'must be at most 100000')
      .default(ATTEMPT_LIMITS.login.perAddress),
    /** Days after a withdrawal before the member's keys are deleted (docs/personal-data.md says why 30). */
    PERSONAL_DATA_RETENTION_DAYS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(3650, 'must be at most 3650')
      .default(30),
    /** Days a message sent without signing in is kept before its key is deleted (docs/personal-data.md says why 180). */
    CONTACT_RETENTION_DAYS: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number')
      .min(0, 'must be 0 or more')
      .max(3650, 'must be at most 3650')
      .default(180),
    /** The management fee a buyer pays to go ahead with a contract, yen including tax. */
    MANAGEMENT_FEE_YEN: z.coerce
      .number({ message: 'must be a number' })
      .int('must be a whole number of yen')
      .min(0, 'must be 0 or more')
      .max(10_000_000, 'must be at most 10000000')
      .default(33000),
    /** Card payments: `sandbox` (a test provider, refused in production), `stripe`, or `none` (bank transfer only). */
    PAYMENT_PROVIDER: paymentProviderSetting,
    ...stripeKeySettings,
    /** Master key that wraps the keys of personal data (docs/personal-data.md); required in production. */
    ...personalDataKeySettings,
    /** Proxies whose X-Forwarded-For gives the client's address: unset for none, a hop count, or addresses. */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, context) => {
        const parsed = parseTrustProxy(value);
        if (parsed === null) {
          context.addIssue({ code: 'custom', message: TRUST_PROXY_EXPECTED });
          return z.NEVER;
        }
        return parsed;
      }),
    CHROMIUM_PATH: chromiumPathSetting,
    PDF_POOL_SIZE: pdfPoolSizeSetting,
    /** Phase 2 of the back office: the hashtag and land-category screens and their admin calls. */
    PHASE2: z.enum(['on', 'off'], { message: 'must be on or off' }).default('off'),
  })
  // One without the other would show a widget the server cannot check, or check tokens no form sends.
  .superRefine((value, context) => {
    if (Boolean(value.TURNSTILE_SECRET) !== Boolean(value.TURNSTILE_SITE_KEY)) {
      const missing = value.TURNSTILE_SECRET ? 'TURNSTILE_SITE_KEY' : 'TURNSTILE_SECRET';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'TURNSTILE_SECRET and TURNSTILE_SITE_KEY must be set together (both for bot protection on sign-up, or neither)',
      });
    }
    for (const problem of paymentSettingProblems(value)) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
    for (const problem of personalDataKeyProblems(value)) context.addIssue({ code: 'custom', path: [problem.path], message: problem.message });
  }, PAIR_CHECK_ALWAYS)
  .superRefine((value, context) => {
    if (value.MIGRATION_DATABASE_URL && !value.DATABASE_URL) {
      context.addIssue({ code: 'custom', path: ['MIGRATION_DATABASE_URL'], message: 'needs DATABASE_URL (the app role) as well' });
    }
  }, PAIR_CHECK_ALWAYS);

export type AppConfig = Readonly<{
  port: number;
  /** Listen address; `localhost` means both loopback addresses, `::` every interface. */
  host: string;
  dataDir: string;
  databaseUrl?: string;
  /** Owner role for migrations; unset means the app role migrates (embedded, development). */
  migrationDatabaseUrl?: string;
  /** PEM of the Ed25519 key that signs audit digests. */
  auditSigningKey?: string;
  smtpUrl?: string;
  publicUrl: string;
  jwtSecret?: string;
  /** Both or neither: Cloudflare Turnstile is on when they are set. */
  turnstile?: { secret: string; siteKey: string };
  nodeEnv: 'development' | 'production' | 'test';
  /** Whether /api/docs and /api/docs-json are served. */
  apiDocs: boolean;
  /** How many demo listings a new non-production installation starts with. */
  demoListings: number;
  logLevel: string;
  corsOrigins: string[];
  /** Waits between attempts to send a mail, in milliseconds. */
  mailRetryDelaysMs: number[];
  trustProxy: TrustProxy;
  /** The Chromium that renders contract PDFs; unset when none is installed. */
  chromiumPath?: string;
  /** Contract PDFs rendered at once. */
  pdfPoolSize: number;
  /** The contract's management fee, yen including tax. */
  /** Sign-ins one client address may try in the sign-in window. */
  signInLimitPerAddress: number;
  /** Days a withdrawn member's personal data is kept before erasure. */
  personalDataRetentionDays: number;
  /** Days a message sent without signing in is kept before erasure. */
  contactRetentionDays: number;
  managementFeeYen: number;
  /** The card payment provider; `sandbox` never in production. */
  paymentProvider: PaymentProvider;
  /** Set when the provider is `stripe`. */
  stripe?: StripeKeys;
  /** Phase 2 of the back office is open (hashtag and land-category admin). */
  phase2: boolean;
  /** Master key of the person keys; unset outside production means the one kept in `dataDir`. */
  personalDataKey?: Uint8Array;
  /** The master key being replaced: keys still wrapped with it are wrapped again at start. */
  personalDataKeyPrevious?: Uint8Array;
}>;

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and checks the environment once at start; a bad value stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}=${shownSetting(name, env[name])}: ${issue.message}`;
      }),
    );
  }
  const value = parsed.data;
  const payments = resolvePaymentProvider(value);
  return {
    port: value.PORT,
    host: value.HOST ?? (value.NODE_ENV === 'production' ? '::' : 'localhost'),
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    migrationDatabaseUrl: value.MIGRATION_DATABASE_URL,
    auditSigningKey: value.AUDIT_SIGNING_KEY,
    smtpUrl: value.SMTP_URL,
    publicUrl: (value.PUBLIC_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, ''),
    jwtSecret: value.JWT_SECRET,
    turnstile:
      value.TURNSTILE_SECRET && value.TURNSTILE_SITE_KEY
        ? { secret: value.TURNSTILE_SECRET, siteKey: value.TURNSTILE_SITE_KEY }
        : undefined,
    nodeEnv: value.NODE_ENV,
    apiDocs: value.API_DOCS ? value.API_DOCS === 'on' : value.NODE_ENV !== 'production',
    demoListings: value.DEMO_LISTINGS,
    logLevel: value.LOG_LEVEL,
    corsOrigins: value.CORS_ORIGINS,
    mailRetryDelaysMs: value.MAIL_RETRY_SECONDS,
    trustProxy: value.TRUST_PROXY,
    chromiumPath: resolveChromiumPath(value.CHROMIUM_PATH),
    pdfPoolSize: value.PDF_POOL_SIZE,
    signInLimitPerAddress: value.SIGN_IN_LIMIT_PER_ADDRESS,
    personalDataRetentionDays: value.PERSONAL_DATA_RETENTION_DAYS,
    contactRetentionDays: value.CONTACT_RETENTION_DAYS,
    managementFeeYen: value.MANAGEMENT_FEE_YEN,
    paymentProvider: payments.provider,
    ...(payments.stripe ? { stripe: payments.stripe } : {}),
    phase2: value.PHASE2 === 'on',
    ...(value.PERSONAL_DATA_KEY ? { personalDataKey: value.PERSONAL_DATA_KEY } : {}),
    ...(value.PERSONAL_DATA_KEY_PREVIOUS ? { personalDataKeyPrevious: value.PERSONAL_DATA_KEY_PREVIOUS } : {}),
  };
}
