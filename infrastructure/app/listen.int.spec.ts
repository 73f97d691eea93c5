import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { isLoopbackAddress } from '../http/shared/loopback-address';
import { createTestApp, type TestApp } from '../testing/test-app';
import { listenAt } from './listen';
import { loadConfig } from '../config/app-config';

/** Production refuses to start without a master key; any valid one does here. */
const PERSONAL_DATA_KEY = randomBytes(32).toString('base64');

/** Every address the server listens on. */
function addresses(app: TestApp): string[] {
  return (app.app as NestFastifyApplication)
    .getHttpAdapter()
    .getInstance()
    .addresses()
    .map((address) => address.address);
}

describe('Listen address', () => {
  let app: TestApp;
  beforeEach(async () => {
    app = await createTestApp('embedded');
  });
  afterEach(() => app.dispose());

  it('outside production listens on this machine only, by default', async () => {
    const { host } = loadConfig({ NODE_ENV: 'development' });
    await listenAt(app.app, { port: 0, host });
    const bound = addresses(app);
    expect(bound.length).toBeGreaterThan(0);
    expect(bound.filter((address) => !isLoopbackAddress(address))).toEqual([]);
  });

  it('in production listens on every interface, by default', async () => {
    const { host } = loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY });
    await listenAt(app.app, { port: 0, host });
    expect(addresses(app).some((address) => address === '::' || address === '0.0.0.0')).toBe(true);
  });

  it('listens where HOST says', async () => {
    const { host } = loadConfig({ NODE_ENV: 'production', PERSONAL_DATA_KEY, HOST: '127.0.0.1' });
    await listenAt(app.app, { port: 0, host });
    expect(addresses(app)).toEqual(['127.0.0.1']);
  });
});
