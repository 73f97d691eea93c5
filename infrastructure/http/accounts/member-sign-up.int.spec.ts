import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { DEMO_ACCOUNTS } from '../../seed/demo-accounts';
import {
  GOOD_PASSWORD,
  forgetAttempts,
  latestMail,
  signUpMember,
  tokenFromMail,
  uniqueEmail,
} from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

describe.each(storeKinds())('Member sign-up on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  const signUpForm = (token: string, overrides: Record<string, unknown> = {}) => ({
    token,
    nickname: 'はじめての家',
    password: GOOD_PASSWORD,
    password_confirmation: GOOD_PASSWORD,
    is_interested_buyer: true,
    is_interested_seller: true,
    ...overrides,
  });

  async function mailedToken(email: string): Promise<string> {
    await request(http).post('/api/signup/check-email').send({ email }).expect(200);
    return tokenFromMail((await latestMail(http, email)).text);
  }

  it('signs a newcomer up through the mailed link, signed in at once, with member-info to-dos opened', async () => {
    const email = uniqueEmail();
    const token = await mailedToken(email);
    const mail = await latestMail(http, email);
    expect(mail.subject).toBe('【いえとち直売所】会員登録のご案内');
    expect(mail.text).toContain('/signup?token=');

    const link = await request(http).get(`/api/signup/check/active-link/${token}`).expect(200);
    expect(link.body.data).toEqual({ status: 1, email });

    const created = await request(http).post('/api/signup/create').send(signUpForm(token)).expect(201);
    expect(created.body.data).toMatchObject({ token_type: 'Bearer', role: 'member', user: { email, nickname: 'はじめての家', identification_verify_status: 1 } });
    const auth = { Authorization: `Bearer ${created.body.data.access_token as string}` };

    const me = await request(http).get('/api/me').set(auth).expect(200);
    expect(me.body.data).toMatchObject({ email, profile_completed: false, impersonator: null });
    const todos = await request(http).get('/api/todo-list/list?status=0').set(auth).expect(200);
    expect(todos.body.data.data.map((item: { type: number }) => item.type).sort()).toEqual([1, 2]);
    const counters = await request(http).get('/api/todolist-news-unread').set(auth).expect(200);
    // Outside production the site starts with demo news, three of them published already, all unread.
    expect(counters.body.data).toEqual({ todo_list_unread: 2, news_unread: 3, message_unread: 0, thread_all: 0 });

    await request(http).patch(`/api/signup/done/${me.body.data.id as string}`).set(auth).expect(200);
    expect((await latestMail(http, email)).subject).toBe('【いえとち直売所】会員登録が完了しました');
    await request(http).patch(`/api/signup/done/${me.body.data.id as string}`).set(auth).expect(200);
    const mails = await request(http).get('/api/dev/mailbox').query({ to: email }).expect(200);
    expect(mails.body.data.filter((item: { subject: string }) => item.subject.includes('完了'))).toHaveLength(1);
  });

  it('answers 3 (already registered) for a used link and 4 for an unknown one, with the spec messages', async () => {
    const email = uniqueEmail();
    const token = await mailedToken(email);
    await request(http).post('/api/signup/create').send(signUpForm(token)).expect(201);

    const used = await request(http).get(`/api/signup/check/active-link/${token}`).expect(200);
    expect(used.body).toMatchObject({ data: { status: 3 }, message: '既に会員登録されています' });
    const again = await request(http).post('/api/signup/create').send(signUpForm(token)).expect(409);
    expect(again.body.message).toBe('既に会員登録されています');

    const unknown = await request(http).get(`/api/signup/check/active-link/${'x'.repeat(43)}`).expect(200);
    expect(unknown.body).toMatchObject({ data: { status: 4 }, message: '許可がありません。' });
    await request(http).post('/api/signup/create').send(signUpForm('x'.repeat(43))).expect(403);
  });

  it('answers 2 (expired) a day later, and refuses to register with it', async () => {
    const email = uniqueEmail();
    const token = await mailedToken(email);
    app.clock.advance(24 * 60 * 60 * 1000 + 1000);
    const expired = await request(http).get(`/api/signup/check/active-link/${token}`).expect(200);
    expect(expired.body).toMatchObject({
      data: { status: 2 },
      message: '会員登録リンクの有効期限が切れています。もう一度登録を行ってください',
    });
    const refused = await request(http).post('/api/signup/create').send(signUpForm(token)).expect(422);
    expect(refused.body.errors.token).toEqual(['会員登録リンクの有効期限が切れています。もう一度登録を行ってください']);
  });

  it('names every wrong field of the form, and the link stays usable', async () => {
    const email = uniqueEmail();
    const token = await mailedToken(email);
    const response = await request(http)
      .post('/api/signup/create')
      .send(signUpForm(token, { nickname: ' ', password: 'password', password_confirmation: 'different', is_interested_buyer: false, is_interested_seller: false }))
      .expect(422);
    expect(Object.keys(response.body.errors).sort()).toEqual(['is_interested_buyer', 'nickname', 'password', 'password_confirmation']);
    expect(response.body.errors.password).toEqual(['このパスワードは推測されやすいため使えません。別のパスワードを入力してください。']);
    await request(http).get(`/api/signup/check/active-link/${token}`).expect(200, /"status":1/);
  });

  it('refuses fields the form does not have (mass assignment)', async () => {
    const token = await mailedToken(uniqueEmail());
    const response = await request(http)
      .post('/api/signup/create')
      .send(signUpForm(token, { role: 'admin', identification_verify_status: 3 }))
      .expect(422);
    expect(response.body.errors).toEqual({ role: ['この項目は受け付けていません。'], identification_verify_status: ['この項目は受け付けていません。'] });
    await request(http).get(`/api/signup/check/active-link/${token}`).expect(200, /"status":1/);
  });

  it('does not tell whether an address is registered: same answer, and the known address gets a sign-in reminder instead', async () => {
    const known = await request(http).post('/api/signup/check-email').send({ email: DEMO_ACCOUNTS.buyer.email.toUpperCase() }).expect(200);
    const unknown = await request(http).post('/api/signup/check-email').send({ email: uniqueEmail() }).expect(200);
    expect(known.body).toEqual(unknown.body);
    expect((await latestMail(http, DEMO_ACCOUNTS.buyer.email)).subject).toBe('【いえとち直売所】会員登録についてのお知らせ');
  });

  it('keeps mail-link tokens as hashes only, with 256 random bits', async () => {
    const email = uniqueEmail();
    const token = await mailedToken(email);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const { rows } = await app.db.query<{ token_hash: string; payload: unknown }>(
      `SELECT token_hash, payload FROM ${ident(app.db.schema)}.one_time_tokens WHERE payload->>'email' = $1`,
      [email],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(token);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('limits sign-up mails per address: the 4th within an hour gets 429', async () => {
    const email = uniqueEmail();
    for (let attempt = 0; attempt < 3; attempt++) await request(http).post('/api/signup/check-email').send({ email }).expect(200);
    await request(http).post('/api/signup/check-email').send({ email }).expect(429);
  });

  it('limits sign-up mails per client address, and a changing X-Forwarded-For does not get round it', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await request(http).post('/api/signup/check-email').set('X-Forwarded-For', `203.0.113.${attempt}`).send({ email: uniqueEmail() }).expect(200);
    }
    const refused = await request(http).post('/api/signup/check-email').set('X-Forwarded-For', '198.51.100.7').send({ email: uniqueEmail() }).expect(429);
    expect(refused.body.message).toBe('短時間に操作が集中しました。しばらく待ってからもう一度お試しください。');
  });

  it('refuses a malformed address with a message on the field', async () => {
    const response = await request(http).post('/api/signup/check-email').send({ email: 'no-at-sign' }).expect(422);
    expect(response.body.errors).toEqual({ email: ['メールアドレスの形式が正しくありません。'] });
  });

  it('lets a signed-up member sign in with the new password', async () => {
    const member = await signUpMember(app);
    const login = await request(http).post('/api/login').send({ email: member.email, password: GOOD_PASSWORD }).expect(200);
    expect(login.body.data.user.id).toBe(member.id);
  });
});
