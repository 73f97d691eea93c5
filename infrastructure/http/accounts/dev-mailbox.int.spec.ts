import { randomBytes } from 'node:crypto';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createTestApp, type TestApp } from '../../testing/test-app';

/** Production refuses to start without a master key; any valid one does here. */
const PERSONAL_DATA_KEY = randomBytes(32).toString('base64');

/** The same request as the test app's HTTP client sends, from a peer address of our choosing. */
async function mailboxFrom(app: TestApp, remoteAddress: string, headers: Record<string, string> = {}) {
  const fastify = (app.app as NestFastifyApplication).getHttpAdapter().getInstance();
  const response = await fastify.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });
  return { status: response.statusCode, body: response.json() as { success: boolean; message: string; data: unknown } };
}

describe('Development mailbox', () => {
  describe('outside production', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp('embedded');
    });
    afterAll(() => app.dispose());

    it.each(['127.0.0.1', '::1', '::ffff:127.0.0.1'])('answers a request from this machine (%s)', async (address) => {
      const answer = await mailboxFrom(app, address);
      expect(answer.status).toBe(200);
      expect(answer.body.success).toBe(true);
      expect(Array.isArray(answer.body.data)).toBe(true);
    });

    it.each(['192.0.2.10', '::ffff:192.0.2.10', '2001:db8::5'])('does not exist for a request from another machine (%s)', async (address) => {
      const answer = await mailboxFrom(app, address);
      expect(answer.status).toBe(404);
      expect(answer.body).toMatchObject({ success: false, message: 'ページが見つかりません。' });
    });

    it('does not exist for a request forwarded by a proxy on this machine', async () => {
      const answer = await mailboxFrom(app, '127.0.0.1', { 'x-forwarded-for': '192.0.2.10' });
      expect(answer.status).toBe(404);
    });
  });

  describe('in production', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp('embedded', [], { NODE_ENV: 'production', PERSONAL_DATA_KEY, SMTP_URL: 'smtp://127.0.0.1:2525', PUBLIC_URL: 'https://ietochi.example' });
    });
    afterAll(() => app.dispose());

    it('does not exist, even from this machine', async () => {
      const answer = await mailboxFrom(app, '127.0.0.1');
      expect(answer.status).toBe(404);
      expect(answer.body.success).toBe(false);
    });

    it.each(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000', undefined])(
      'does not start while PUBLIC_URL (%s) is this machine, which no mail recipient can reach',
      async (publicUrl) => {
        const start = createTestApp('embedded', [], { NODE_ENV: 'production', PERSONAL_DATA_KEY, SMTP_URL: 'smtp://127.0.0.1:2525', ...(publicUrl ? { PUBLIC_URL: publicUrl } : {}) });
        await expect(start).rejects.toThrow(/PUBLIC_URL must be the site's public address in production/);
      },
    );
  });
});
