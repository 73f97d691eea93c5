import request from 'supertest';
import type { App } from 'supertest/types';
import { BotCheck } from '../../../application/accounts/bot-check.port';
import { forgetAttempts, uniqueEmail } from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const BOT_CHECK_FAILED = '自動送信の可能性があるため受け付けできませんでした。ページを読み込み直して、もう一度お試しください。';
const TURNSTILE = { TURNSTILE_SECRET: 'test-turnstile-secret', TURNSTILE_SITE_KEY: '1x00000000000000000000AA' };

async function mailsTo(http: App, email: string): Promise<unknown[]> {
  const response = await request(http).get('/api/dev/mailbox').query({ to: email }).expect(200);
  return response.body.data as unknown[];
}

describe.each(storeKinds())('Sign-up bot protection on the %s store', (kind) => {
  describe('when Turnstile is configured', () => {
    let app: TestApp;
    let http: App;

    beforeAll(async () => {
      app = await createTestApp(kind, [], TURNSTILE);
      http = app.app.getHttpServer() as App;
    });
    afterAll(() => app.dispose());
    beforeEach(() => forgetAttempts(app));
    afterEach(() => jest.restoreAllMocks());

    it('tells the web to show the widget, with the public site key and nothing of the secret', async () => {
      const response = await request(http).get('/api/signup/bot-check').expect(200);
      expect(response.body).toMatchObject({ success: true, data: { provider: 'turnstile', site_key: '1x00000000000000000000AA' } });
      expect(JSON.stringify(response.body)).not.toContain('test-turnstile-secret');
    });

    it("lets the page load Cloudflare's script and challenge frame, and nothing else from there", async () => {
      const response = await request(http).get('/api/signup/bot-check').expect(200);
      const directives = (response.headers['content-security-policy'] as string).split('; ');
      expect(directives).toContain("script-src 'self' https://challenges.cloudflare.com");
      expect(directives).toContain('frame-src https://www.youtube-nocookie.com blob: https://challenges.cloudflare.com');
      expect(directives).toContain("connect-src 'self'");
      expect(directives).toContain("frame-ancestors 'none'");
      expect(directives.filter((directive) => directive.includes('cloudflare'))).toHaveLength(2);
    });

    it('answers 403 with the Japanese message and sends no mail when the token is missing', async () => {
      const email = uniqueEmail();
      const response = await request(http).post('/api/signup/check-email').send({ email }).expect(403);
      expect(response.body).toMatchObject({ success: false, message: BOT_CHECK_FAILED });
      expect(await mailsTo(http, email)).toEqual([]);
    });

    it('answers 403 with the Japanese message and sends no mail when the check refuses the token', async () => {
      const verify = jest.spyOn(app.app.get(BotCheck), 'verify').mockResolvedValue(false);
      const email = uniqueEmail();
      const response = await request(http).post('/api/signup/check-email').send({ email, bot_token: 'refused-token' }).expect(403);
      expect(response.body).toMatchObject({ success: false, message: BOT_CHECK_FAILED });
      expect(verify).toHaveBeenCalledWith('refused-token', expect.stringContaining('127.0.0.1'));
      expect(await mailsTo(http, email)).toEqual([]);
    });

    it('sends the link once the check passes the token', async () => {
      jest.spyOn(app.app.get(BotCheck), 'verify').mockResolvedValue(true);
      const email = uniqueEmail();
      await request(http).post('/api/signup/check-email').send({ email, bot_token: 'good-token' }).expect(200);
      expect(await mailsTo(http, email)).toHaveLength(1);
    });
  });

  describe('when it is not', () => {
    let app: TestApp;
    let http: App;

    beforeAll(async () => {
      app = await createTestApp(kind);
      http = app.app.getHttpServer() as App;
    });
    afterAll(() => app.dispose());
    beforeEach(() => forgetAttempts(app));

    it('tells the web there is no widget to show, and documents the call', async () => {
      const response = await request(http).get('/api/signup/bot-check').expect(200);
      expect(response.body.data).toEqual({ provider: null });
      const openApi = await request(http).get('/api/docs-json').expect(200);
      expect(openApi.body.paths['/api/signup/bot-check']?.get).toBeDefined();
    });

    it('sends the link without a token', async () => {
      const email = uniqueEmail();
      await request(http).post('/api/signup/check-email').send({ email }).expect(200);
      expect(await mailsTo(http, email)).toHaveLength(1);
    });
  });
});
