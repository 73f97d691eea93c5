import { Writable } from 'node:stream';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { forgetAttempts, refreshCookieOf } from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

interface LogLine {
  level: number;
  req?: { id: string; method: string; url: string };
  res?: { status: number };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe.each(storeKinds())('The request log of the running app on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let written = '';

  beforeAll(async () => {
    const destination = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        written += chunk.toString('utf8');
        callback();
      },
    });
    app = await createTestApp(kind, [], { LOG_LEVEL: 'info' }, { logDestination: destination });
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());
  beforeEach(async () => {
    await forgetAttempts(app);
    written = '';
  });

  /** The lines written so far; pino writes a request's line once its answer is finished. */
  async function lines(): Promise<LogLine[]> {
    await new Promise((resolve) => setTimeout(resolve, 20));
    return written
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogLine);
  }

  it('never writes the password, the access token, the refresh cookie or a token in the address', async () => {
    const { email, password } = DEMO_ACCOUNTS.buyer;
    const signedIn = await request(http).post('/api/login').send({ email, password }).expect(200);
    const accessToken = signedIn.body.data.access_token as string;
    const refreshCookie = refreshCookieOf(signedIn);
    const refreshValue = refreshCookie.split('=')[1];
    expect(signedIn.headers['set-cookie']).toBeDefined();
    await request(http).get('/api/me').set('Authorization', `Bearer ${accessToken}`).set('Cookie', refreshCookie).expect(200);
    await request(http).get(`/api/me?access_token=${accessToken}`).expect(401);
    await request(http).get('/api/signup/check/active-link/mailLinkTokenValue0123456789abcdef').expect(200);
    await request(http).post('/api/password/reset?token=resetTokenValue0123456789').send({}).expect(422);

    const logged = await lines();
    expect(logged.map((line) => [line.req?.method, line.res?.status])).toEqual([
      ['POST', 200],
      ['GET', 200],
      ['GET', 401],
      ['GET', 200],
      ['POST', 422],
    ]);
    expect(logged.map((line) => line.req?.url)).toEqual([
      '/api/login',
      '/api/me',
      '/api/me?access_token=[redacted]',
      '/api/signup/check/active-link/[redacted]',
      '/api/password/reset?token=[redacted]',
    ]);
    for (const secret of [password, accessToken, refreshValue, 'mailLinkTokenValue', 'resetTokenValue', email]) expect(written).not.toContain(secret);
  });

  it('answers every request with a request id, and logs each answer under the same id', async () => {
    const answers = [
      await request(http).get('/api/master/grounds').expect(200),
      await request(http).get('/api/me').expect(401),
      await request(http).get('/api/no-such-endpoint').expect(404),
      await request(http).post('/api/login').set('Content-Type', 'application/json').send('{"email":').expect(400),
      await request(http).post('/api/login').send({ email: 'x'.repeat(2 * 1024 * 1024) }).expect(413),
      await request(http).post('/api/password/reset').send({}).expect(422),
      await request(http).get('/api/me').set('X-Request-Id', 'web:4f2a.9').expect(401),
    ];
    const ids = answers.map((answer) => answer.headers['x-request-id'] as string);
    expect(ids.slice(0, -1).every((id) => UUID.test(id))).toBe(true);
    expect(ids.at(-1)).toBe('web:4f2a.9');
    expect(new Set(ids).size).toBe(ids.length);

    const logged = await lines();
    expect(logged.map((line) => [line.req?.id, line.res?.status])).toEqual(answers.map((answer, index) => [ids[index], answer.status]));
    // A refusal is a warning, a success is information.
    expect(logged.map((line) => line.level)).toEqual([30, 40, 40, 40, 40, 40, 40]);
  });

  it('answers the health check with a request id without logging it', async () => {
    const health = await request(http).get('/api/health').expect(200);
    expect(health.headers['x-request-id']).toMatch(UUID);
    expect(await lines()).toEqual([]);
  });
});
