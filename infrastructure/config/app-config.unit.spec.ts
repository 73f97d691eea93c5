import { ConfigError, loadConfig } from './app-config';

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

  it('names each bad value and why', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: '70000', DATABASE_URL: 'mysql://x', SMTP_URL: 'http://mail' });
    } catch (error) {
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT="70000": must be between 1 and 65535');
      expect(message).toContain('DATABASE_URL="mysql://x": must start with postgres:// or postgresql://');
      expect(message).toContain('SMTP_URL="http://mail": must start with smtp:// or smtps://');
    }
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });
});
