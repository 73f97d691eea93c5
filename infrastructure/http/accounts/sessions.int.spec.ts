import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../accounts/jwt-session-issuer';
import { loadJose } from '../../accounts/jose';
import {
  GOOD_PASSWORD,
  forgetAttempts,
  latestMail,
  refreshCookieOf,
  signInAdmin,
  signUpMember,
  siteOrigin,
  tokenFromMail,
  uniqueEmail,
  type SignedInMember,
} from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe.each(storeKinds())('Sessions and tokens on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let key: Uint8Array;
  let jose: Awaited<ReturnType<typeof loadJose>>;

  beforeAll(async () => {
    jose = await loadJose();
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    const { rows } = await app.db.query<{ value: string }>(`SELECT value FROM ${ident(app.db.schema)}.server_secrets WHERE name = 'jwt'`);
    key = new TextEncoder().encode(rows[0].value);
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  describe('passwords', () => {
    it('stores argon2id hashes with at least 19 MiB, 2 passes and 1 lane', async () => {
      const member = await signUpMember(app);
      const { rows } = await app.db.query<{ password_hash: string }>(
        `SELECT password_hash FROM ${ident(app.db.schema)}.credentials WHERE subject_id = $1`,
        [member.id],
      );
      const [, algorithm, version, parameters] = rows[0].password_hash.split('$');
      expect([algorithm, version]).toEqual(['argon2id', 'v=19']);
      const cost = Object.fromEntries(parameters.split(',').map((pair) => pair.split('=')).map(([name, value]) => [name, Number(value)]));
      expect(cost.m).toBeGreaterThanOrEqual(19_456);
      expect(cost.t).toBeGreaterThanOrEqual(2);
      expect(cost.p).toBe(1);
      expect(rows[0].password_hash).not.toContain(GOOD_PASSWORD);
    });

    it('accepts a 100-character passphrase without composition rules', async () => {
      const member = await signUpMember(app);
      const long = 'yamanoie'.repeat(13).slice(0, 100);
      await request(http)
        .post('/api/password/change')
        .set(bearer(member.token))
        .send({ current_password: GOOD_PASSWORD, password: long, password_confirmation: long })
        .expect(200);
      await request(http).post('/api/login').send({ email: member.email, password: long }).expect(200);
    });
  });

  describe('sign-in', () => {
    it('answers an unknown address and a wrong password alike', async () => {
      const unknown = await request(http).post('/api/login').send({ email: uniqueEmail(), password: 'whatever-1234' }).expect(401);
      const wrong = await request(http).post('/api/login').send({ email: DEMO_ACCOUNTS.buyer.email, password: 'whatever-1234' }).expect(401);
      expect(unknown.body).toEqual(wrong.body);
      expect(wrong.body.message).toBe('メールアドレスまたはパスワードが正しくありません。');
    });

    it('makes the 6th guess from one address wait, whatever X-Forwarded-For says, the right password included', async () => {
      const email = DEMO_ACCOUNTS.buyer.email;
      for (let attempt = 0; attempt < 5; attempt++) {
        await request(http).post('/api/login').set('X-Forwarded-For', `203.0.113.${attempt}`).send({ email, password: 'not-the-password' }).expect(401);
      }
      const refused = await request(http).post('/api/login').set('X-Forwarded-For', '198.51.100.1').send({ email, password: DEMO_ACCOUNTS.buyer.password }).expect(429);
      expect(refused.headers['retry-after']).toBe('2');
      app.clock.advance(2000);
      await request(http).post('/api/login').send({ email, password: DEMO_ACCOUNTS.buyer.password }).expect(200);
    });

    it('refuses the 31st attempt from one address across accounts', async () => {
      for (let attempt = 0; attempt < 30; attempt++) {
        await request(http).post('/api/login').set('X-Forwarded-For', `203.0.113.${attempt}`).send({ email: uniqueEmail(), password: 'x-x-x-x-x' }).expect(401);
      }
      await request(http).post('/api/login').send({ email: uniqueEmail(), password: 'x-x-x-x-x' }).expect(429);
    });

    it('keeps admins, members and lawyers apart: a member password does not open the back office', async () => {
      await request(http).post('/api/admin/login').send({ email: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password }).expect(401);
      await request(http).post('/api/login').send({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }).expect(401);
    });

    it('gives admins a one-hour token and members a short one', async () => {
      const admin = await request(http).post('/api/admin/login').send({ email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password }).expect(200);
      expect(admin.body.data.expires_in).toBe(3600);
      const claims = jose.decodeJwt(admin.body.data.access_token as string);
      expect((claims.exp as number) - (claims.iat as number)).toBe(3600);
      const member = await request(http).post('/api/login').send({ email: DEMO_ACCOUNTS.seller.email, password: DEMO_ACCOUNTS.seller.password }).expect(200);
      expect(member.body.data.expires_in).toBe(900);
    });
  });

  describe('access tokens', () => {
    let member: SignedInMember;
    beforeAll(async () => {
      member = await signUpMember(app);
    });

    const forge = (claims: Record<string, unknown>, signingKey: Uint8Array, options: { audience?: string; expiresIn?: number } = {}) => {
      const now = Math.floor(Date.parse(app.clock.now()) / 1000);
      return new jose.SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(member.id)
        .setIssuer(TOKEN_ISSUER)
        .setAudience(options.audience ?? TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setExpirationTime(now + (options.expiresIn ?? 600))
        .sign(signingKey);
    };
    const sessionClaims = () => {
      const claims = jose.decodeJwt(member.token);
      return { typ: 'access', role: 'member', sid: claims.sid };
    };

    it('accepts the genuine token', async () => {
      await request(http).get('/api/me').set(bearer(member.token)).expect(200);
      await request(http).get('/api/me').set(bearer(await forge(sessionClaims(), key))).expect(200);
    });

    it('refuses alg none', async () => {
      const [, payload] = member.token.split('.');
      const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
      await request(http).get('/api/me').set(bearer(`${header}.${payload}.`)).expect(401);
    });

    it('refuses a token signed with another key', async () => {
      await request(http).get('/api/me').set(bearer(await forge(sessionClaims(), new TextEncoder().encode('x'.repeat(64))))).expect(401);
    });

    it('refuses a changed payload', async () => {
      const [header, payload, signature] = member.token.split('.');
      const changed = { ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' };
      await request(http).get('/api/me').set(bearer(`${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`)).expect(401);
      await request(http).get('/api/admin/me').set(bearer(`${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`)).expect(401);
    });

    it('refuses a wrong audience', async () => {
      await request(http).get('/api/me').set(bearer(await forge(sessionClaims(), key, { audience: 'another-app' }))).expect(401);
    });

    it('refuses an expired token', async () => {
      await request(http).get('/api/me').set(bearer(await forge(sessionClaims(), key, { expiresIn: -10 }))).expect(401);
    });

    it('refuses a validly signed token that claims a role its session does not have', async () => {
      await request(http).get('/api/admin/me').set(bearer(await forge({ ...sessionClaims(), role: 'admin' }, key))).expect(401);
    });

    it('refuses a refresh token presented as an access token', async () => {
      const refreshToken = decodeURIComponent(member.refreshCookie.split('=')[1]);
      await request(http).get('/api/me').set(bearer(refreshToken)).expect(401);
    });

    it('refuses a missing or malformed Authorization header', async () => {
      await request(http).get('/api/me').expect(401);
      await request(http).get('/api/me').set('Authorization', 'Basic abc').expect(401);
      await request(http).get('/api/me').set(bearer('not.a.jwt')).expect(401);
    });

    it('expires a member token after 15 minutes; the refresh cookie then brings a new one', async () => {
      const fresh = await signUpMember(app);
      app.clock.advance(16 * 60 * 1000);
      await request(http).get('/api/me').set(bearer(fresh.token)).expect(401);
      const refreshed = await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', fresh.refreshCookie).expect(200);
      await request(http).get('/api/me').set(bearer(refreshed.body.data.access_token as string)).expect(200);
    });
  });

  describe('refresh rotation', () => {
    it('rotates the refresh token; reusing a used one more than 30 seconds later ends the whole session', async () => {
      const member = await signUpMember(app);
      const first = await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', member.refreshCookie).expect(200);
      const rotated = refreshCookieOf(first);
      expect(rotated).not.toBe(member.refreshCookie);
      const second = await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', rotated).expect(200);
      app.clock.advance(31 * 1000);

      await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', member.refreshCookie).expect(401);
      await request(http).get('/api/me').set(bearer(second.body.data.access_token as string)).expect(401);
      await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', refreshCookieOf(second)).expect(401);
    });

    it('refuses a refresh without a cookie or with an unknown one', async () => {
      await request(http).post('/api/token/refresh').set(siteOrigin(app)).expect(401);
      await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', 'ietochi_refresh=unknown').expect(401);
    });
  });

  describe('ending sessions', () => {
    it('logout ends the session: its access and refresh tokens stop working', async () => {
      const member = await signUpMember(app);
      // Used just before, so its signature is known good: the ended session must still shut it out.
      await request(http).get('/api/me').set(bearer(member.token)).expect(200);
      await request(http).get('/api/logout').set(siteOrigin(app)).set(bearer(member.token)).expect(200);
      await request(http).get('/api/me').set(bearer(member.token)).expect(401);
      await request(http).post('/api/token/refresh').set(siteOrigin(app)).set('Cookie', member.refreshCookie).expect(401);
    });

    it('a password change ends every other session and answers a new one', async () => {
      const member = await signUpMember(app);
      const other = await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(200);
      const changed = await request(http)
        .post('/api/password/change')
        .set(bearer(member.token))
        .send({ current_password: GOOD_PASSWORD, password: 'atarashii-pass-99', password_confirmation: 'atarashii-pass-99' })
        .expect(200);
      await request(http).get('/api/me').set(bearer(member.token)).expect(401);
      await request(http).get('/api/me').set(bearer(other.body.data.access_token as string)).expect(401);
      await request(http).get('/api/me').set(bearer(changed.body.data.access_token as string)).expect(200);
      await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(401);
    });

    it('refuses a password change with a wrong current password, naming the field', async () => {
      const member = await signUpMember(app);
      const response = await request(http)
        .post('/api/password/change')
        .set(bearer(member.token))
        .send({ current_password: 'wrong-password', password: 'atarashii-pass-99', password_confirmation: 'atarashii-pass-99' })
        .expect(422);
      expect(response.body.errors).toEqual({ current_password: ['現在のパスワードが正しくありません。'] });
      await request(http).get('/api/me').set(bearer(member.token)).expect(200);
    });

    it('withdrawal ends every session, erases personal data and the address, and keeps the log', async () => {
      const member = await signUpMember(app);
      await request(http).post('/api/withdraw').set(bearer(member.token)).send({ password: GOOD_PASSWORD, reason: '売却先が決まりました' }).expect(200);
      await request(http).get('/api/me').set(bearer(member.token)).expect(401);
      await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(401);
      const schema = ident(app.db.schema);
      const credential = await app.db.query<{ email: string | null; status: string }>(`SELECT email, status FROM ${schema}.credentials WHERE subject_id = $1`, [member.id]);
      expect(credential.rows[0]).toEqual({ email: null, status: 'closed' });
      const events = await app.db.query<{ type: string }>(`SELECT type FROM ${schema}.events WHERE stream_id = $1 ORDER BY stream_version`, [`account-${member.id}`]);
      expect(events.rows.map((row) => row.type)).toEqual(['MemberRegistered', 'MemberWithdrew']);
      const everything = await app.db.query<{ text: string }>(`SELECT data::text || metadata::text AS text FROM ${schema}.events WHERE stream_id = $1`, [`account-${member.id}`]);
      expect(everything.rows.map((row) => row.text).join()).not.toContain(member.email);
      // The address may sign up again as a new member.
      await signUpMember(app, { email: member.email });
    });
  });

  describe('forgotten passwords', () => {
    it('always answers success, and mails only a known address', async () => {
      const stranger = uniqueEmail();
      const known = await request(http).post('/api/forgot/input').send({ email: DEMO_ACCOUNTS.buyer.email }).expect(200);
      const unknown = await request(http).post('/api/forgot/input').send({ email: stranger }).expect(200);
      const malformed = await request(http).post('/api/forgot/input').send({ email: 'not-an-address' }).expect(200);
      expect(known.body).toEqual(unknown.body);
      expect(malformed.body).toEqual(unknown.body);
      expect((await request(http).get('/api/dev/mailbox').query({ to: stranger })).body.data).toEqual([]);
    });

    it('resets through the mailed link once, ending every session', async () => {
      const member = await signUpMember(app);
      await request(http).post('/api/forgot/input').send({ email: member.email }).expect(200);
      const token = tokenFromMail((await latestMail(http, member.email)).text);
      const form = { token, password: 'wasureta-kedo-2026', password_confirmation: 'wasureta-kedo-2026' };
      await request(http).post('/api/password/reset').send(form).expect(200);
      await request(http).get('/api/me').set(bearer(member.token)).expect(401);
      await request(http).post('/api/login').send({ email: member.email, password: 'wasureta-kedo-2026' }).expect(200);
      const reused = await request(http).post('/api/password/reset').send({ ...form, password: 'mou-ichido-2026', password_confirmation: 'mou-ichido-2026' }).expect(422);
      expect(reused.body.errors.token).toBeDefined();
    });

    it('expires a reset link after an hour', async () => {
      const member = await signUpMember(app);
      await request(http).post('/api/forgot/input').send({ email: member.email }).expect(200);
      const token = tokenFromMail((await latestMail(http, member.email)).text);
      app.clock.advance(61 * 60 * 1000);
      await request(http).post('/api/password/reset').send({ token, password: 'wasureta-kedo-2026', password_confirmation: 'wasureta-kedo-2026' }).expect(422);
    });

    it('limits reset requests per account: the 4th within an hour gets 429', async () => {
      const member = await signUpMember(app);
      await forgetAttempts(app);
      for (let attempt = 0; attempt < 3; attempt++) await request(http).post('/api/forgot/input').send({ email: member.email }).expect(200);
      await request(http).post('/api/forgot/input').send({ email: member.email }).expect(429);
    });
  });

  describe('e-mail change', () => {
    it('changes the address only after the link mailed to the new one is opened', async () => {
      const member = await signUpMember(app);
      const newEmail = uniqueEmail('moved');
      await request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: newEmail, password: GOOD_PASSWORD }).expect(200);
      await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(200);
      const token = tokenFromMail((await latestMail(http, newEmail)).text);
      const confirmed = await request(http).post('/api/mail/input').send({ token }).expect(200);
      expect(confirmed.body.data).toEqual({ email: newEmail });
      await forgetAttempts(app);
      await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(401);
      await request(http).post('/api/login').send({ email: newEmail, password: GOOD_PASSWORD }).expect(200);
      expect((await latestMail(http, member.email)).subject).toBe('【いえとち直売所】メールアドレスが変更されました');
    });

    it('mails no link to an address another member uses, answering as for a free one', async () => {
      const member = await signUpMember(app);
      const other = await signUpMember(app);
      const free = uniqueEmail('free');
      const taken = await request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: other.email, password: GOOD_PASSWORD }).expect(200);
      const unused = await request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: free, password: GOOD_PASSWORD }).expect(200);
      expect(taken.body).toEqual(unused.body);
      expect((await latestMail(http, free)).subject).toBe('【いえとち直売所】メールアドレス変更の確認');
      const toOther = (await request(http).get('/api/dev/mailbox').query({ to: other.email }).expect(200)).body.data as Array<{ subject: string }>;
      expect(toOther.map((mail) => mail.subject)).not.toContain('【いえとち直売所】メールアドレス変更の確認');
    });

    it('refuses to confirm an address another member took after the link was sent, naming the e-mail field', async () => {
      const member = await signUpMember(app);
      const rival = await signUpMember(app);
      const wanted = uniqueEmail('wanted');
      await request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: wanted, password: GOOD_PASSWORD }).expect(200);
      const memberLink = tokenFromMail((await latestMail(http, wanted)).text);
      await request(http).post('/api/mail/reset').set(bearer(rival.token)).send({ email: wanted, password: GOOD_PASSWORD }).expect(200);
      const rivalLink = tokenFromMail((await latestMail(http, wanted)).text);
      await request(http).post('/api/mail/input').send({ token: rivalLink }).expect(200);
      const refused = await request(http).post('/api/mail/input').send({ token: memberLink }).expect(422);
      expect(refused.body.success).toBe(false);
      expect(refused.body.errors).toEqual({ email: ['このメールアドレスは使用できません。別のメールアドレスを入力してください。'] });
      await forgetAttempts(app);
      await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(200);
    });

    it('refuses a wrong password on its own, naming only the password field', async () => {
      const member = await signUpMember(app);
      const response = await request(http)
        .post('/api/mail/reset')
        .set(bearer(member.token))
        .send({ email: uniqueEmail('free'), password: 'wrong-password' })
        .expect(422);
      expect(response.body.errors).toEqual({ password: ['パスワードが正しくありません。'] });
    });

    it('refuses the current address on its own, naming only the e-mail field', async () => {
      const member = await signUpMember(app);
      const response = await request(http).post('/api/mail/reset').set(bearer(member.token)).send({ email: member.email, password: GOOD_PASSWORD }).expect(422);
      expect(response.body.errors).toEqual({ email: ['現在と同じメールアドレスです。'] });
    });
  });

  it('admin sign-in works with the seeded account', async () => {
    const token = await signInAdmin(http);
    const me = await request(http).get('/api/admin/me').set(bearer(token)).expect(200);
    expect(me.body.data).toMatchObject({ name: DEMO_ACCOUNTS.admin.name, email: DEMO_ACCOUNTS.admin.email });
  });
});
