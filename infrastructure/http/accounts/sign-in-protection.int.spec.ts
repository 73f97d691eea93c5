import request from 'supertest';
import type { App } from 'supertest/types';
import { STEADY_ANSWER_MS } from '../../../application/accounts/member-session.service';
import { ident } from '../../database/database';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { GOOD_PASSWORD, forgetAttempts, refreshCookieOf, signUpMember, siteOrigin, uniqueEmail } from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';
import { JSON_ONLY_MESSAGE } from '../auth/json-only.guard';
import { ORIGIN_REQUIRED_MESSAGE } from '../auth/site-origin.guard';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const PARTNER_ORIGIN = 'https://partner.example';

async function timed<T>(run: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = performance.now();
  const result = await run();
  return { result, ms: performance.now() - started };
}

describe.each(storeKinds())('Sign-in that one member cannot turn against another, on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind, [], { CORS_ORIGINS: PARTNER_ORIGIN });
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  const guessesStored = async () => Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident(app.db.schema)}.password_guesses`)).rows[0].n);

  describe('login takes JSON only', () => {
    it.each(['/api/login', '/api/admin/login', '/api/lawyer/login'])('%s answers a form post 415 in Japanese and counts nothing', async (path) => {
      const form = await request(http).post(path).type('form').send({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password }).expect(415);
      expect(form.body).toEqual({ success: false, message: JSON_ONLY_MESSAGE, data: null });
      await request(http).post(path).field('email', DEMO_ACCOUNTS.buyer.email).field('password', 'x').expect(415);
      await request(http).post(path).set('Content-Type', 'text/plain').send(`email=${DEMO_ACCOUNTS.buyer.email}`).expect(415);
      expect(await guessesStored()).toBe(0);
    });

    it('still signs in with JSON', async () => {
      await request(http).post('/api/login').send({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password }).expect(200);
    });
  });

  describe('the refresh cookie and logout need the site origin', () => {
    it('refuses a refresh without Origin or from another origin, and leaves the cookie usable', async () => {
      const member = await signUpMember(app);
      const missing = await request(http).post('/api/token/refresh').set('Cookie', member.refreshCookie).expect(403);
      expect(missing.body).toEqual({ success: false, message: ORIGIN_REQUIRED_MESSAGE, data: null });
      await request(http).post('/api/token/refresh').set('Origin', 'https://evil.example').set('Cookie', member.refreshCookie).expect(403);
      await request(http).post('/api/token/refresh').set('Origin', 'null').set('Cookie', member.refreshCookie).expect(403);
      await request(http).post('/api/token/refresh').set('Origin', PARTNER_ORIGIN).set('Cookie', member.refreshCookie).expect(200);
    });

    it('refuses a logout without the origin and keeps the session; accepts GET and POST with it', async () => {
      const member = await signUpMember(app);
      await request(http).get('/api/logout').set(bearer(member.token)).expect(403);
      await request(http).post('/api/logout').set('Origin', 'https://evil.example').set(bearer(member.token)).expect(403);
      await request(http).get('/api/me').set(bearer(member.token)).expect(200);
      await request(http).post('/api/logout').set(siteOrigin(app)).set(bearer(member.token)).expect(200);
      await request(http).get('/api/me').set(bearer(member.token)).expect(401);
    });
  });

  describe('two tabs refreshing at once', () => {
    it('both get a working token from the same cookie, and the session lives on', async () => {
      const member = await signUpMember(app);
      const [a, b] = await Promise.all(
        [1, 2].map(() => request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', member.refreshCookie)),
      );
      expect([a.status, b.status]).toEqual([200, 200]);
      for (const answer of [a, b]) await request(http).get('/api/me').set(bearer(answer.body.data.access_token as string)).expect(200);
      await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', refreshCookieOf(b)).expect(200);
    });
  });

  describe('wrong passwords slow down the guesser', () => {
    it('makes each guess past the 5th wait 2, 4, 8 seconds, even from a changing X-Forwarded-For; the owner resets it', async () => {
      const member = await signUpMember(app);
      const guess = (password: string, n: number) =>
        request(http).post('/api/login').set('X-Forwarded-For', `203.0.113.${n}`).send({ email: member.email, password });
      for (let n = 0; n < 5; n++) await guess('not-it-at-all', n).expect(401);
      for (const wait of [2, 4, 8]) {
        const refused = await guess(GOOD_PASSWORD, 100 + wait).expect(429);
        expect(refused.headers['retry-after']).toBe(String(wait));
        expect(refused.body.message).toBe(`試行が続いたため、一時的に受け付けを止めています。${wait}秒後にもう一度お試しください。`);
        app.clock.advance(wait * 1000 - 1000);
        await guess(GOOD_PASSWORD, 150).expect(429);
        app.clock.advance(1000);
        await guess('still-not-it', 200 + wait).expect(401);
      }
      app.clock.advance(16 * 1000);
      await guess(GOOD_PASSWORD, 1).expect(200);
      await guess('one-slip-after', 2).expect(401);
    });

    it('caps the wait at 15 minutes: never a lock', async () => {
      const member = await signUpMember(app);
      for (let failures = 0; failures < 15; ) {
        const answer = await request(http).post('/api/login').send({ email: member.email, password: 'guessing-on' });
        if (answer.status === 429) app.clock.advance(Number(answer.headers['retry-after']) * 1000);
        else expect([answer.status, (failures += 1)]).toEqual([401, failures]);
      }
      const refused = await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
      app.clock.advance(15 * 60 * 1000);
      await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(200);
    });

    it('throttles the current password asked by password change, e-mail change and withdrawal', async () => {
      const member = await signUpMember(app);
      const change = () =>
        request(http)
          .post('/api/password/change')
          .set(bearer(member.token))
          .send({ current_password: 'wrong-password', password: 'atarashii-pass-99', password_confirmation: 'atarashii-pass-99' });
      for (let n = 0; n < 5; n++) await change().expect(422);
      const refused = await change().expect(429);
      expect(refused.headers['retry-after']).toBe('2');
      await request(http).post('/api/withdraw').set(bearer(member.token)).send({ password: GOOD_PASSWORD }).expect(429);
      await request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: uniqueEmail(), password: GOOD_PASSWORD }).expect(429);
      await request(http).get('/api/me').set(bearer(member.token)).expect(200);
    });
  });

  describe('forgot-password and e-mail change do not tell which addresses exist', () => {
    it('answers forgot-password alike and no sooner than the steady time, known address or not', async () => {
      const known = await timed(() => request(http).post('/api/forgot/input').send({ email: DEMO_ACCOUNTS.seller.email }).expect(200));
      const unknown = await timed(() => request(http).post('/api/forgot/input').send({ email: uniqueEmail('nobody') }).expect(200));
      expect(unknown.result.body).toEqual(known.result.body);
      expect(known.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
      expect(unknown.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
    });

    it('answers an e-mail change to an address in use like one to a free address, and mails neither its owner nor a link', async () => {
      const member = await signUpMember(app);
      const taken = await timed(() =>
        request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: DEMO_ACCOUNTS.seller.email, password: GOOD_PASSWORD }).expect(200),
      );
      const freeAddress = uniqueEmail('free');
      const free = await timed(() => request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: freeAddress, password: GOOD_PASSWORD }).expect(200));
      expect(taken.result.body).toEqual(free.result.body);
      expect(taken.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
      expect(free.ms).toBeGreaterThanOrEqual(STEADY_ANSWER_MS - 5);
      const mails = await request(http).get('/api/dev/mailbox').query({ to: DEMO_ACCOUNTS.seller.email }).expect(200);
      expect((mails.body.data as Array<{ subject: string }>).filter((mail) => mail.subject.includes('メールアドレス'))).toEqual([]);
      expect((await request(http).get('/api/dev/mailbox').query({ to: freeAddress })).body.data).toHaveLength(1);
    });

    it('limits e-mail change requests per target address: the 4th within an hour gets 429', async () => {
      const target = uniqueEmail('target');
      const members = [await signUpMember(app), await signUpMember(app), await signUpMember(app)];
      await forgetAttempts(app);
      for (const member of members) {
        await request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: target, password: GOOD_PASSWORD }).expect(200);
      }
      const member = await request(http).post('/api/login').send({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password }).expect(200);
      await request(http).post('/api/mail/reset').set(bearer(member.body.data.access_token as string)).send({ email: target, password: DEMO_ACCOUNTS.buyer.password }).expect(429);
    });
  });
});

describe.each(storeKinds())('Client addresses behind a proxy, on the %s store', (kind) => {
  let trusting: TestApp;
  let distrusting: TestApp;

  beforeAll(async () => {
    trusting = await createTestApp(kind, [], { TRUST_PROXY: '1' });
    distrusting = await createTestApp(kind, [], { TRUST_PROXY: '10.0.0.0/8' });
  });
  afterAll(async () => {
    await trusting.dispose();
    await distrusting.dispose();
  });

  const login = (app: TestApp, path: string, from: string, email: string, password: string) =>
    request(app.app.getHttpServer() as App).post(path).set('X-Forwarded-For', from).send({ email, password });

  it('with TRUST_PROXY=1 counts guesses under the forwarded address', async () => {
    const member = await signUpMember(trusting);
    for (let n = 0; n < 5; n++) await login(trusting, '/api/login', '203.0.113.9', member.email, 'attacker-guess').expect(401);
    await login(trusting, '/api/login', '203.0.113.9', member.email, GOOD_PASSWORD).expect(429);
    await login(trusting, '/api/login', '198.51.100.20', member.email, GOOD_PASSWORD).expect(200);
  });

  it('ignores X-Forwarded-For from a socket that is not a listed proxy', async () => {
    const member = await signUpMember(distrusting);
    for (let n = 0; n < 5; n++) await login(distrusting, '/api/login', `203.0.113.${n}`, member.email, 'attacker-guess').expect(401);
    await login(distrusting, '/api/login', '198.51.100.20', member.email, GOOD_PASSWORD).expect(429);
  });

  it('lets the owner in at once while others guess from many addresses, and after a slip within a minute', async () => {
    const member = await signUpMember(trusting);
    for (let address = 0; address < 24; address++) await login(trusting, '/api/login', `203.0.113.${address}`, member.email, 'spraying').expect(401);
    // A sprayer's second guess from an address waits on the account's count.
    await login(trusting, '/api/login', '203.0.113.0', member.email, 'spraying').expect(429);
    await login(trusting, '/api/login', '198.51.100.30', member.email, GOOD_PASSWORD).expect(200);
    for (let n = 0; n < 10; n++) await login(trusting, '/api/login', `192.0.2.${n}`, member.email, 'spraying-on').expect(401);
    await login(trusting, '/api/login', '198.51.100.31', member.email, 'owner-typo').expect(401);
    const waited = await login(trusting, '/api/login', '198.51.100.31', member.email, GOOD_PASSWORD).expect(429);
    expect(Number(waited.headers['retry-after'])).toBeLessThanOrEqual(60);
    trusting.clock.advance(Number(waited.headers['retry-after']) * 1000);
    await login(trusting, '/api/login', '198.51.100.31', member.email, GOOD_PASSWORD).expect(200);
  });

  it('treats admins the same: guessing slows the guesser, never locks the admin out', async () => {
    for (let n = 0; n < 6; n++) await login(trusting, '/api/admin/login', '203.0.113.50', DEMO_ACCOUNTS.admin.email, 'admin-guess').expect(n < 5 ? 401 : 429);
    await login(trusting, '/api/admin/login', '198.51.100.40', DEMO_ACCOUNTS.admin.email, DEMO_ACCOUNTS.admin.password).expect(200);
  });
});

describe.each(storeKinds())('Sign-ins per client address, on the %s store', (kind) => {
  let standard: TestApp;
  let raised: TestApp;

  beforeAll(async () => {
    standard = await createTestApp(kind, [], { TRUST_PROXY: '1' });
    raised = await createTestApp(kind, [], { TRUST_PROXY: '1', SIGN_IN_LIMIT_PER_ADDRESS: '40' });
  });
  afterAll(async () => {
    await standard.dispose();
    await raised.dispose();
  });

  const login = (app: TestApp, from: string) =>
    request(app.app.getHttpServer() as App).post('/api/login').set('X-Forwarded-For', from).send({ email: DEMO_ACCOUNTS.buyer.email, password: DEMO_ACCOUNTS.buyer.password });

  it('lets one address sign in 30 times in the window by default, and refuses the 31st with 429', async () => {
    for (let n = 0; n < 30; n++) await login(standard, '203.0.113.77').expect(200);
    await login(standard, '203.0.113.77').expect(429);
    await login(standard, '198.51.100.77').expect(200);
  });

  it('takes SIGN_IN_LIMIT_PER_ADDRESS where many visitors share one address', async () => {
    for (let n = 0; n < 40; n++) await login(raised, '203.0.113.78').expect(200);
    await login(raised, '203.0.113.78').expect(429);
  });
});
