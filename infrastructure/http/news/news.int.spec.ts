import request from 'supertest';
import type { App } from 'supertest/types';
import { NewsMailService } from '../../../application/news/news-mail.service';
import { ident } from '../../database/database';
import { forgetAttempts, GOOD_PASSWORD, signIn, signInAdmin, signInLawyer, signUpMember, type SignedInMember } from '../../testing/account-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const HOUR = 60 * 60 * 1000;
const ADMIN = '/api/admin/news';

interface AdminNews {
  id: string;
  title: string;
  state: string;
  publish_at: string | null;
  category: { id: number; name: string } | null;
  mail_sent_at: string | null;
}

describe.each(storeKinds())('News on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let admin: string;
  let member: SignedInMember;
  let lawyer: string;

  const inLater = (ms: number) => new Date(Date.parse(app.clock.now()) + ms).toISOString();
  const create = async (body: object) => (await request(http).post(`${ADMIN}/create`).set(bearer(admin)).send({ body: '本文です。\n二行目です。', category_id: 1, ...body }).expect(201)).body.data as AdminNews;
  const publicIds = async () => ((await request(http).get('/api/news/list/50').expect(200)).body.data.data as Array<{ id: string }>).map((item) => item.id);
  const counters = async () => (await request(http).get('/api/todolist-news-unread').set(bearer(member.token)).expect(200)).body.data as { news_unread: number };
  const newsEvents = async (id: string) =>
    (await app.db.query<{ type: string }>(`SELECT type FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 ORDER BY stream_version`, [`news-${id}`])).rows.map((row) => row.type);

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    await forgetAttempts(app);
    member = await signUpMember(app);
  });
  afterAll(() => app.dispose());

  // Tests move the clock by hours, past the life of an access token: each starts signed in afresh.
  beforeEach(async () => {
    await forgetAttempts(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
    member = { ...member, token: await signIn(http, 'member', member.email, GOOD_PASSWORD) };
  });

  it('lists the news categories for everyone', async () => {
    const answer = await request(http).get('/api/notification-category/list').expect(200);
    expect(answer.body.data[0]).toEqual({ id: 1, name: 'お知らせ' });
  });

  it('shows an item to the public only from its publication time on, and not once taken down', async () => {
    const item = await create({ title: '予約公開のお知らせ', publish_at: inLater(HOUR) });
    expect(item).toMatchObject({ state: 'scheduled', category: { id: 1, name: 'お知らせ' } });
    expect(await publicIds()).not.toContain(item.id);
    await request(http).get(`/api/news/${item.id}`).expect(404);

    app.clock.advance(2 * HOUR);
    admin = await signInAdmin(http);
    expect(await publicIds()).toContain(item.id);
    const detail = await request(http).get(`/api/news/${item.id}`).expect(200);
    expect(detail.body.data).toMatchObject({ id: item.id, title: '予約公開のお知らせ', body: '本文です。\n二行目です。' });

    const down = await request(http).post(`${ADMIN}/${item.id}/unpublish`).set(bearer(admin)).expect(200);
    expect(down.body.data.state).toBe('unpublished');
    expect(await publicIds()).not.toContain(item.id);
    await request(http).get(`/api/news/${item.id}`).expect(404);
  });

  it('keeps a draft off the site until the admin publishes it', async () => {
    const draft = await create({ title: '下書きのお知らせ' });
    expect(draft.state).toBe('draft');
    expect(await publicIds()).not.toContain(draft.id);
    const published = await request(http).post(`${ADMIN}/${draft.id}/publish`).set(bearer(admin)).send({}).expect(200);
    expect(published.body.data.state).toBe('published');
    expect(await publicIds()).toContain(draft.id);
  });

  it('pages the public list and refuses a wrong page size naming it', async () => {
    const page = await request(http).get('/api/news/list/1').query({ page: 2 }).expect(200);
    expect(page.body.data).toMatchObject({ current_page: 2, per_page: 1 });
    expect(page.body.data.data).toHaveLength(1);
    const refused = await request(http).get('/api/news/list/500').expect(422);
    expect(refused.body.errors.per_page[0]).toContain('1ページの件数');
  });

  it('counts unread news for a member, and opening one marks it read', async () => {
    const before = (await counters()).news_unread;
    const item = await create({ title: '会員向けのお知らせ', publish_at: inLater(-1000) });
    expect((await counters()).news_unread).toBe(before + 1);
    const list = (await request(http).get('/api/mypage/news/list').set(bearer(member.token)).expect(200)).body.data.data as Array<{ id: string; is_read: boolean }>;
    expect(list.find((news) => news.id === item.id)?.is_read).toBe(false);

    const read = await request(http).post(`/api/mypage/news/${item.id}/read`).set(bearer(member.token)).expect(200);
    expect(read.body.data.news_unread).toBe(before);
    await request(http).post(`/api/mypage/news/${item.id}/read`).set(bearer(member.token)).expect(200);
    expect((await counters()).news_unread).toBe(before);
    const after = (await request(http).get('/api/mypage/news/list').set(bearer(member.token)).expect(200)).body.data.data as Array<{ id: string; is_read: boolean }>;
    expect(after.find((news) => news.id === item.id)?.is_read).toBe(true);
  });

  it('mails members who allow it once per item, even when it is published again', async () => {
    const quiet = await signUpMember(app);
    await request(http).patch('/api/mypage/notification-settings').set(bearer(quiet.token)).send({ message_mail: true, news_mail: false }).expect(200);
    expect((await request(http).get('/api/mypage/notification-settings').set(bearer(quiet.token)).expect(200)).body.data).toEqual({ message_mail: true, news_mail: false });
    const mails = app.app.get(NewsMailService);
    const inbox = async (to: string) =>
      ((await request(http).get('/api/dev/mailbox').query({ to }).expect(200)).body.data as Array<{ subject: string; text: string }>).filter((mail) => mail.subject === '【いえとち直売所】メールで届くお知らせ');

    const item = await create({ title: 'メールで届くお知らせ', notify_by_mail: true, publish_at: inLater(HOUR) });
    await mails.sendDue();
    expect(await inbox(member.email)).toHaveLength(0);

    app.clock.advance(2 * HOUR);
    admin = await signInAdmin(http);
    await mails.sendDue();
    const [mail] = await inbox(member.email);
    expect(mail.text).toContain(`/news/${item.id}`);
    expect(await inbox(quiet.email)).toHaveLength(0);

    await request(http).post(`${ADMIN}/${item.id}/unpublish`).set(bearer(admin)).expect(200);
    await request(http).post(`${ADMIN}/${item.id}/publish`).set(bearer(admin)).send({}).expect(200);
    await mails.sendDue();
    expect(await inbox(member.email)).toHaveLength(1);
    expect((await newsEvents(item.id)).filter((type) => type === 'NewsMailSent')).toHaveLength(1);
    expect((await request(http).get(`${ADMIN}/${item.id}`).set(bearer(admin)).expect(200)).body.data.mail_sent_at).not.toBeNull();
  });

  describe('the admin screen', () => {
    it('lists items with drafts and scheduled ones, filtered by state and keyword', async () => {
      const scheduled = await create({ title: '来月の特集について', publish_at: inLater(24 * HOUR) });
      const byState = (await request(http).post(`${ADMIN}/list`).set(bearer(admin)).send({ state: 'scheduled' }).expect(200)).body.data;
      expect(byState.data.map((item: AdminNews) => item.id)).toContain(scheduled.id);
      expect(byState.data.every((item: AdminNews) => item.state === 'scheduled')).toBe(true);
      const byKeyword = (await request(http).post(`${ADMIN}/list`).set(bearer(admin)).send({ keyword: '来月の特集' }).expect(200)).body.data;
      expect(byKeyword.data.map((item: AdminNews) => item.id)).toEqual([scheduled.id]);
    });

    it('edits an item and deletes it', async () => {
      const item = await create({ title: '直す前' });
      const edited = await request(http).post(`${ADMIN}/${item.id}/edit`).set(bearer(admin)).send({ title: '直した後', body: '新しい本文', category_id: 2 }).expect(200);
      expect(edited.body.data).toMatchObject({ title: '直した後', category: { id: 2 } });
      await request(http).post(`${ADMIN}/delete`).set(bearer(admin)).send({ id: item.id }).expect(200);
      await request(http).get(`${ADMIN}/${item.id}`).set(bearer(admin)).expect(404);
    });

    it('refuses bad input with 422 naming each field, and stores nothing', async () => {
      const refused = await request(http).post(`${ADMIN}/create`).set(bearer(admin)).send({ title: '', body: '本文', category_id: 99, publish_at: '明日' }).expect(422);
      expect(refused.body.success).toBe(false);
      expect(refused.body.errors).toEqual({
        title: ['タイトルを入力してください。'],
        category_id: ['選択されたカテゴリは存在しません。'],
        publish_at: ['公開日時は日時（例: 2026-12-01T09:00:00+09:00）で指定してください。'],
      });
      const item = await create({ title: '残る題名' });
      const events = await newsEvents(item.id);
      const edit = await request(http).post(`${ADMIN}/${item.id}/edit`).set(bearer(admin)).send({ title: 'x'.repeat(101), body: '本文', category_id: 1 }).expect(422);
      expect(edit.body.errors.title).toEqual(['タイトルは100文字以内で入力してください。']);
      expect(await newsEvents(item.id)).toEqual(events);
      expect((await request(http).post(`${ADMIN}/list`).set(bearer(admin)).send({ state: 'gone' }).expect(422)).body.errors.state).toHaveLength(1);
      expect((await request(http).post(`${ADMIN}/delete`).set(bearer(admin)).send({}).expect(422)).body.errors.id).toEqual(['削除するお知らせの id を指定してください。']);
      expect((await request(http).post(`${ADMIN}/create`).set(bearer(admin)).send({ title: 'a', body: 'b', category_id: 1, role: 'x' }).expect(422)).body.errors.role).toHaveLength(1);
    });

    it('refuses members, lawyers and guests', async () => {
      const calls = [
        () => request(http).post(`${ADMIN}/list`).send({}),
        () => request(http).post(`${ADMIN}/create`).send({ title: 'a', body: 'b', category_id: 1 }),
        () => request(http).get(`${ADMIN}/demo-news-1`),
        () => request(http).post(`${ADMIN}/demo-news-1/edit`).send({ title: 'a', body: 'b', category_id: 1 }),
        () => request(http).post(`${ADMIN}/demo-news-1/publish`).send({}),
        () => request(http).post(`${ADMIN}/demo-news-1/unpublish`),
        () => request(http).post(`${ADMIN}/delete`).send({ id: 'demo-news-1' }),
      ];
      for (const call of calls) {
        await call().expect(401);
        await call().set(bearer(member.token)).expect(403);
        await call().set(bearer(lawyer)).expect(403);
      }
      await request(http).get('/api/mypage/news/list').expect(401);
      await request(http).get('/api/mypage/news/list').set(bearer(lawyer)).expect(403);
    });
  });
});
