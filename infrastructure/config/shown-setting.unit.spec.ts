import { loadConfig } from './app-config';
import { shownSetting } from './shown-setting';

describe('shownSetting', () => {
  it('hides every secret setting, and says when one is unset', () => {
    for (const name of ['JWT_SECRET', 'TURNSTILE_SECRET', 'AUDIT_SIGNING_KEY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'PERSONAL_DATA_KEY', 'PERSONAL_DATA_KEY_PREVIOUS']) {
      expect(shownSetting(name, 'value-that-must-not-show')).toBe('(hidden)');
    }
    expect(shownSetting('JWT_SECRET', undefined)).toBe('(unset)');
  });

  it("masks a URL's password and keeps the rest readable", () => {
    expect(shownSetting('DATABASE_URL', 'postgresql://app:s3cret@db:5432/market')).toBe('"postgresql://app:***@db:5432/market"');
    expect(shownSetting('SMTP_URL', 'smtps://mailer:p@ss@smtp.example.jp')).not.toContain('p@ss');
    expect(shownSetting('DATABASE_URL', 'mysql://x')).toBe('"mysql://x"');
  });

  it('keeps secrets out of the message a bad start throws', () => {
    const start = () => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-secret', DATABASE_URL: 'mysql://app:pw-in-url@db/x' });
    expect(start).toThrow(/JWT_SECRET=\(hidden\)/);
    let message = '';
    try {
      start();
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).not.toContain('short-secret');
    expect(message).not.toContain('pw-in-url');
  });
});

describe('SIGN_IN_LIMIT_PER_ADDRESS', () => {
  it('defaults to 30, takes a whole number and names itself when wrong', () => {
    expect(loadConfig({}).signInLimitPerAddress).toBe(30);
    expect(loadConfig({ SIGN_IN_LIMIT_PER_ADDRESS: '500' }).signInLimitPerAddress).toBe(500);
    expect(() => loadConfig({ SIGN_IN_LIMIT_PER_ADDRESS: '0' })).toThrow(/SIGN_IN_LIMIT_PER_ADDRESS="0": must be 1 or more/);
    expect(() => loadConfig({ SIGN_IN_LIMIT_PER_ADDRESS: 'many' })).toThrow(/SIGN_IN_LIMIT_PER_ADDRESS="many": must be a number/);
  });
});
