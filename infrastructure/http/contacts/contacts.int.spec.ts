import request from 'supertest';
import type { App } from 'supertest/types';
import { BotCheck } from '../../../application/accounts/bot-check.port';
import { ident } from '../../database/database';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, uniqueEmail, type SignedInMember } from '../../testing/account-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const TURNSTILE = { TURNSTILE_SECRET: 'test-turnstile-secret', TURNSTILE_SITE_KEY: '1x00000000000000000000AA' };

interface ContactView {
  id: string;
  name: string;
  email: string;
  status: number;
  status_name: string;
  approved: boolean;
  approved_by: { id: string; name: string } | null;
  category: { id: number; name: string } | null;
  replies: Array<{ by: { id: string; name: string }; subject: string; text: string; replied_at: string }>;
  received_at: string;
}

const form = (overrides: object = {}) => ({ name: '山田 花子', email: uniqueEmail('contact'), category_id: 2, message: '掲載の手順を教えてください。\nよろしくお願いします。', ...overrides });

describe.each(storeKinds())('The contact form and contacts on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let admin: string;
  let lawyer: string;
  let member: SignedInMember;

  const mailsTo = async (to: string) => (await request(http).get('/api/dev/mailbox').query({ to }).expect(200)).body.data as Array<{ subject: string; text: string }>;
  const contactEvents = async () =>
    Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident(app.db.schema)}.events WHERE stream_id LIKE 'contact-%'`)).rows[0].n);
  const send = async (body: object) => {
    await forgetAttempts(app);
    return request(http).post('/api/contact/create').send(body);
  };
  const adminList = async (filter: object) => (await request(http).post('/api/contact/list').set(bearer(admin)).send(filter).expect(200)).body.data as { data: ContactView[]; total: number };

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    await forgetAttempts(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
    member = await signUpMember(app);
  });
  afterAll(() => app.dispose());

  it('lists the contact categories for everyone', async () => {
    const answer = await request(http).get('/api/contact-category/list').expect(200);
    expect(answer.body.data.map((category: { name: string }) => category.name)).toContain('物件の掲載について');
  });

  it('takes a contact, confirms it to the sender by mail, and shows it to the admin', async () => {
    const body = form();
    const sent = await send(body);
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('お問い合わせを受け付けました。確認のメールをお送りしました。');
    const [mail] = await mailsTo(body.email);
    expect(mail.subject).toBe('【いえとち直売所】お問い合わせを受け付けました');
    expect(mail.text).toContain('山田 花子 様');
    expect(mail.text).toContain('お問い合わせの種類: 物件の掲載について');
    expect(mail.text).toContain('掲載の手順を教えてください。');

    const detail = (await request(http).get(`/api/contact/${sent.body.data.id as string}`).set(bearer(admin)).expect(200)).body.data as ContactView;
    expect(detail).toMatchObject({ name: '山田 花子', email: body.email, status: 0, status_name: '未対応', approved: false, category: { id: 2 } });
  });

  it('refuses bad input naming each field, and stores nothing', async () => {
    const before = await contactEvents();
    const refused = await send({ name: '', email: 'no-at-mark', category_id: 99, message: '' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      name: ['お名前を入力してください。'],
      email: ['メールアドレスの形式が正しくありません。'],
      category_id: ['選択されたお問い合わせの種類は存在しません。'],
      message: ['お問い合わせ内容を入力してください。'],
    });
    const filled = await send(form({ website: 'https://spam.example' }));
    expect(filled.status).toBe(422);
    expect(filled.body.errors).toEqual({ website: ['この項目は空欄のまま送信してください。'] });
    expect(await contactEvents()).toBe(before);
  });

  it('takes five contacts an hour from one address and refuses the sixth with 429', async () => {
    await forgetAttempts(app);
    const before = await contactEvents();
    for (let i = 0; i < 5; i++) await request(http).post('/api/contact/create').send(form()).expect(201);
    const refused = await request(http).post('/api/contact/create').send(form()).expect(429);
    expect(refused.body.success).toBe(false);
    expect(await contactEvents()).toBe(before + 5);
  });

  it('records the member who sent a contact while signed in', async () => {
    await forgetAttempts(app);
    const sent = await request(http).post('/api/contact/create').set(bearer(member.token)).send(form()).expect(201);
    const detail = (await request(http).get(`/api/contact/${sent.body.data.id as string}`).set(bearer(admin)).expect(200)).body.data;
    expect(detail.user_id).toBe(member.id);
  });

  describe('the admin screen', () => {
    it('filters by status, category, day and keyword', async () => {
      const word = `合言葉${Date.now().toString(36)}`;
      const sent = await send(form({ category_id: 5, message: `法人での利用について ${word}` }));
      const id = sent.body.data.id as string;
      expect((await adminList({ keyword: word })).data.map((contact) => contact.id)).toEqual([id]);
      expect((await adminList({ keyword: word, category_id: 5, status: 0 })).data).toHaveLength(1);
      expect((await adminList({ keyword: word, category_id: 1 })).data).toHaveLength(0);
      expect((await adminList({ keyword: word, status: 2 })).data).toHaveLength(0);
      const today = new Date(Date.parse(app.clock.now()) + 9 * 3600_000).toISOString().slice(0, 10);
      expect((await adminList({ keyword: word, date_from: today, date_to: today })).data).toHaveLength(1);
      expect((await adminList({ keyword: word, date_to: '2020-01-01' })).data).toHaveLength(0);
    });

    it('approves, moves the status and answers by mail, each recorded with who did it', async () => {
      const body = form();
      const id = (await send(body)).body.data.id as string;
      const approved = (await request(http).post(`/api/contact/approve/${id}`).set(bearer(admin)).expect(200)).body.data as ContactView;
      expect(approved.approved).toBe(true);
      expect(approved.approved_by?.name).toBeTruthy();
      const moved = (await request(http).patch(`/api/contact/update/${id}`).set(bearer(admin)).send({ status: 1 }).expect(200)).body.data as ContactView;
      expect(moved).toMatchObject({ status: 1, status_name: '対応中' });

      const replied = (await request(http).post(`/api/contact/reply/${id}`).set(bearer(admin)).send({ subject: '掲載の手順について', text: 'お問い合わせありがとうございます。\n手順は次のとおりです。' }).expect(200)).body.data as ContactView;
      expect(replied.replies).toEqual([{ by: approved.approved_by, subject: '掲載の手順について', text: 'お問い合わせありがとうございます。\n手順は次のとおりです。', replied_at: expect.any(String) }]);
      const [mail] = await mailsTo(body.email);
      expect(mail.subject).toBe('【いえとち直売所】掲載の手順について');
      expect(mail.text).toContain('手順は次のとおりです。');
      expect(mail.text).toContain('掲載の手順を教えてください。');
    });

    it('refuses bad input with 422 naming the field, and changes nothing', async () => {
      const id = (await send(form())).body.data.id as string;
      const before = await contactEvents();
      expect((await request(http).patch(`/api/contact/update/${id}`).set(bearer(admin)).send({ status: 9 }).expect(422)).body.errors.status).toEqual([
        '対応状況は0（未対応）・1（対応中）・2（完了）のいずれかで指定してください。',
      ]);
      expect((await request(http).post(`/api/contact/reply/${id}`).set(bearer(admin)).send({ subject: '', text: '本文' }).expect(422)).body.errors).toEqual({ subject: ['件名を入力してください。'] });
      expect((await request(http).post('/api/contact/list').set(bearer(admin)).send({ date_from: '昨日', status: 7 }).expect(422)).body.errors).toEqual({
        status: ['対応状況は0（未対応）・1（対応中）・2（完了）のいずれかで指定してください。'],
        date_from: ['日付は YYYY-MM-DD の形式で指定してください。'],
      });
      expect(await contactEvents()).toBe(before);
      await request(http).get('/api/contact/no-such-contact').set(bearer(admin)).expect(404);
    });

    it('refuses members, lawyers and guests', async () => {
      const id = (await send(form())).body.data.id as string;
      const calls = [
        () => request(http).post('/api/contact/list').send({}),
        () => request(http).get(`/api/contact/${id}`),
        () => request(http).post(`/api/contact/approve/${id}`),
        () => request(http).patch(`/api/contact/update/${id}`).send({ status: 1 }),
        () => request(http).post(`/api/contact/reply/${id}`).send({ subject: 'a', text: 'b' }),
        () => request(http).post(`/api/contact/erase-personal-data/${id}`),
      ];
      for (const call of calls) {
        await call().expect(401);
        await call().set(bearer(member.token)).expect(403);
        await call().set(bearer(lawyer)).expect(403);
      }
    });

    it('erases a message\'s personal data at once on the sender\'s request, once, and answers 404 for an unknown message', async () => {
      const body = form({ name: '消去 依頼子', message: '私の問い合わせを消してください。' });
      const id = (await send(body)).body.data.id as string;
      await request(http).post(`/api/contact/reply/${id}`).set(bearer(admin)).send({ subject: '承りました', text: '消去 依頼子様のお問い合わせを消去します。' }).expect(200);
      const keys = async () => Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident(app.db.schema)}.subject_keys WHERE subject_id = $1`, [`contact-${id}`])).rows[0].n);
      const erasures = async () =>
        Number((await app.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident(app.db.schema)}.events WHERE stream_id = $1`, [`personal-data-erasure-contact-${id}`])).rows[0].n);
      expect(await keys()).toBe(1);

      const erased = await request(http).post(`/api/contact/erase-personal-data/${id}`).set(bearer(admin)).expect(200);
      expect(erased.body).toMatchObject({ success: true, message: 'お問い合わせの個人データを消去しました。' });
      expect(erased.body.data).toMatchObject({ id, erased: true, name: '退会済み会員', email: '', message: '', replies: [{ subject: '承りました', text: '' }] });
      expect(await keys()).toBe(0);
      expect(await erasures()).toBe(1);
      // The mail kept for the sender's address goes too, and the message's scheduled erasure with it.
      expect(await mailsTo(body.email)).toEqual([]);
      const scheduled = await app.db.query(`SELECT 1 FROM ${ident(app.db.schema)}.personal_data_erasures WHERE owner_id = $1`, [`contact-${id}`]);
      expect(scheduled.rows).toEqual([]);
      // The log reads the message as erased from now on: the detail, a rebuild, the stream.
      await app.runner.rebuild('contacts');
      const detail = (await request(http).get(`/api/contact/${id}`).set(bearer(admin)).expect(200)).body.data as ContactView;
      expect(detail).toMatchObject({ name: '退会済み会員', email: '', replies: [{ text: '' }] });

      const again = await request(http).post(`/api/contact/erase-personal-data/${id}`).set(bearer(admin)).expect(200);
      expect(again.body).toMatchObject({ success: true, message: 'お問い合わせの個人データは既に消去されています。', data: { id, erased: false } });
      expect(await erasures()).toBe(1);

      const unknown = await request(http).post('/api/contact/erase-personal-data/00000000-0000-4000-8000-000000000000').set(bearer(admin)).expect(404);
      expect(unknown.body).toMatchObject({ success: false, message: '指定されたお問い合わせが見つかりません。' });
    });
  });
});

describe.each(storeKinds())('The contact form with Turnstile configured on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind, [], TURNSTILE);
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());
  afterEach(() => jest.restoreAllMocks());

  it('refuses a contact Turnstile does not pass, and takes one it passes', async () => {
    const bot = app.app.get(BotCheck);
    const verify = jest.spyOn(bot, 'verify').mockResolvedValueOnce(false).mockResolvedValueOnce(true);
    await forgetAttempts(app);
    const refused = await request(http).post('/api/contact/create').send({ ...form(), bot_token: 'bad' }).expect(403);
    expect(refused.body.message).toContain('自動送信の可能性');
    await request(http).post('/api/contact/create').send({ ...form(), bot_token: 'good' }).expect(201);
    expect(verify.mock.calls.map(([token]) => token)).toEqual(['bad', 'good']);
  });
});
