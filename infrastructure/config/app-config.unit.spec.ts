import { ConfigError, loadConfig } from './app-config';

/** The error `loadConfig` throws for `env`; a configuration that loads fails the test here. */
function configErrorOf(env: Record<string, string>): ConfigError {
  let thrown: unknown;
  try {
    loadConfig(env);
  } catch (error) {
    thrown = error;
  }
  if (!(thrown instanceof ConfigError)) throw new Error(`expected a ConfigError for ${JSON.stringify(env)}, got ${String(thrown)}`);
  return thrown;
}

/** Production needs a master key; any valid one does where another setting is tested. */
const PRODUCTION = { NODE_ENV: 'production', PERSONAL_DATA_KEY: Buffer.alloc(32, 7).toString('base64') };

describe('Configuration', () => {
  it('has defaults for a plain start', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
  });

  it('reads the documented variables', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/srv/market',
      DATABASE_URL: 'postgresql://app@db/market',
      SMTP_URL: 'smtp://mail:587',
      CORS_ORIGINS: 'https://a.example, https://b.example',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/srv/market',
      databaseUrl: 'postgresql://app@db/market',
      smtpUrl: 'smtp://mail:587',
      corsOrigins: ['https://a.example', 'https://b.example'],
    });
  });

  it('serves the API document except in production, unless API_DOCS says otherwise', () => {
    expect(loadConfig({}).apiDocs).toBe(true);
    expect(loadConfig(PRODUCTION).apiDocs).toBe(false);
    expect(loadConfig({ ...PRODUCTION, API_DOCS: 'on' }).apiDocs).toBe(true);
    expect(loadConfig({ API_DOCS: 'off' }).apiDocs).toBe(false);
    expect(() => loadConfig({ API_DOCS: 'yes' })).toThrow('API_DOCS="yes": must be on or off');
  });

  it('keeps phase 2 of the back office closed unless PHASE2 is on', () => {
    expect(loadConfig({}).phase2).toBe(false);
    expect(loadConfig({ PHASE2: 'on' }).phase2).toBe(true);
    expect(loadConfig({ PHASE2: 'off' }).phase2).toBe(false);
    expect(() => loadConfig({ PHASE2: 'true' })).toThrow('PHASE2="true": must be on or off');
  });

  it('fails the check itself when a configuration expected to be refused loads', () => {
    expect(() => configErrorOf({ PORT: '8080' })).toThrow('expected a ConfigError');
  });

  it('names each bad value and why', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    const { message } = configErrorOf({ PORT: '70000', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    expect(message).toContain('PORT="70000": must be between 1 and 65535');
    expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres:// or postgresql://');
    expect(message).toContain('SMTP_URL="http://mail": must start with smtp:// or smtps://');
  });

  it('keeps a message sent without signing in 180 days, or as many as CONTACT_RETENTION_DAYS says', () => {
    expect(loadConfig({}).contactRetentionDays).toBe(180);
    expect(loadConfig({ CONTACT_RETENTION_DAYS: '0' }).contactRetentionDays).toBe(0);
    expect(() => loadConfig({ CONTACT_RETENTION_DAYS: '-1' })).toThrow('CONTACT_RETENTION_DAYS="-1": must be 0 or more');
    expect(() => loadConfig({ CONTACT_RETENTION_DAYS: 'half a year' })).toThrow('CONTACT_RETENTION_DAYS="half a year": must be a number');
  });

  it('starts a demo installation with 240 listings, or as many as DEMO_LISTINGS says', () => {
    expect(loadConfig({}).demoListings).toBe(240);
    expect(loadConfig({ DEMO_LISTINGS: '0' }).demoListings).toBe(0);
    expect(() => loadConfig({ DEMO_LISTINGS: '-1' })).toThrow('DEMO_LISTINGS="-1": must be between 0 and 2000');
    expect(() => loadConfig({ DEMO_LISTINGS: 'many' })).toThrow('DEMO_LISTINGS="many": must be a number');
  });

  it('listens on this machine only outside production and on every interface in production, unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'test' }).host).toBe('localhost');
    expect(loadConfig(PRODUCTION).host).toBe('::');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '127.0.0.1' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: ' ::1 ' }).host).toBe('::1');
    expect(loadConfig({ HOST: '' }).host).toBe('localhost');
  });

  it('names a HOST that is not an address', () => {
    expect(() => loadConfig({ HOST: 'example.com' })).toThrow('HOST="example.com": must be an IP address (127.0.0.1, ::1, 0.0.0.0, ::) or localhost');
    expect(() => loadConfig({ HOST: '300.1.1.1' })).toThrow('HOST="300.1.1.1"');
  });

  it('retries mail after 5 s, 30 s, 2 min, 10 min, 30 min and then hourly, or on the steps MAIL_RETRY_SECONDS gives', () => {
    expect(loadConfig({}).mailRetryDelaysMs).toEqual([5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000]);
    expect(loadConfig({ MAIL_RETRY_SECONDS: '0.2, 1,60' }).mailRetryDelaysMs).toEqual([200, 1_000, 60_000]);
    expect(() => loadConfig({ MAIL_RETRY_SECONDS: '5,soon' })).toThrow('MAIL_RETRY_SECONDS="5,soon": must be positive numbers of seconds');
    expect(() => loadConfig({ MAIL_RETRY_SECONDS: '0' })).toThrow('MAIL_RETRY_SECONDS="0": must be positive numbers of seconds');
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('leaves bot protection off by default, and treats empty Turnstile variables as unset', () => {
    expect(loadConfig({}).turnstile).toBeUndefined();
    expect(loadConfig({ TURNSTILE_SECRET: '', TURNSTILE_SITE_KEY: ' ' }).turnstile).toBeUndefined();
  });

  it('reads the Turnstile secret and site key together', () => {
    const config = loadConfig({ TURNSTILE_SECRET: '0x4AAAAAAAsecret', TURNSTILE_SITE_KEY: '0x4AAAAAAAsitekey' });
    expect(config.turnstile).toEqual({ secret: '0x4AAAAAAAsecret', siteKey: '0x4AAAAAAAsitekey' });
  });

  it.each([
    ['the secret without the site key', { TURNSTILE_SECRET: '0x4AAAAAAAsecret' }, 'TURNSTILE_SITE_KEY=(unset)'],
    ['the site key without the secret', { TURNSTILE_SITE_KEY: '0x4AAAAAAAsitekey' }, 'TURNSTILE_SECRET=(unset)'],
  ])('stops the start on %s, naming both variables and never echoing the secret', (_case, env, named) => {
    const { message } = configErrorOf(env);
    expect(message).toContain(`${named}: TURNSTILE_SECRET and TURNSTILE_SITE_KEY must be set together`);
    expect(message).not.toContain('0x4AAAAAAAsecret');
  });

  it('reports a lone Turnstile variable alongside other bad values', () => {
    expect(configErrorOf({ PORT: 'abc', TURNSTILE_SECRET: 'x' }).problems).toEqual([
      'PORT="abc": must be a number',
      expect.stringContaining('TURNSTILE_SITE_KEY=(unset): TURNSTILE_SECRET and TURNSTILE_SITE_KEY must be set together'),
    ]);
  });

  it('charges a 33,000 yen management fee, or what MANAGEMENT_FEE_YEN says, in whole yen', () => {
    expect(loadConfig({}).managementFeeYen).toBe(33_000);
    expect(loadConfig({ MANAGEMENT_FEE_YEN: '44000' }).managementFeeYen).toBe(44_000);
    expect(() => loadConfig({ MANAGEMENT_FEE_YEN: '-1' })).toThrow('MANAGEMENT_FEE_YEN="-1": must be 0 or more');
    expect(() => loadConfig({ MANAGEMENT_FEE_YEN: '3300.5' })).toThrow('MANAGEMENT_FEE_YEN="3300.5": must be a whole number of yen');
  });

  it('takes cards through the sandbox outside production only, and refuses to start production with it', () => {
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(loadConfig({ PAYMENT_PROVIDER: 'none' }).paymentProvider).toBe('none');
    expect(loadConfig(PRODUCTION).paymentProvider).toBe('none');
    expect(() => loadConfig({ ...PRODUCTION, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      'PAYMENT_PROVIDER="sandbox": the sandbox card provider is a test provider and cannot be used with NODE_ENV=production',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow('PAYMENT_PROVIDER="paypal": must be sandbox, stripe or none');
  });
});
