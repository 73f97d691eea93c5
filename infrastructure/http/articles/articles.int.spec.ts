import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, type SignedInMember } from '../../testing/account-fixtures';
import { bearer } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const ADMIN = '/api/admin/article';

interface AdminArticle {
  id: string;
  slug: string | null;
  title: string;
  status: string;
  published_at: string | null;
  cover_image: { id: string; url: string; width: number; height: number } | null;
  url: string;
}

describe.each(storeKinds())('Columns on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let admin: string;
  let lawyer: string;
  let member: SignedInMember;

  const create = async (body: object) =>
    (await request(http).post(`${ADMIN}/create`).set(bearer(admin)).send({ title: 'コラム', body_markdown: '本文です。', ...body }).expect(201)).body.data as AdminArticle;
  const publish = async (id: string) => (await request(http).post(`${ADMIN}/${id}/publish`).set(bearer(admin)).expect(200)).body.data as AdminArticle;
  const publicIds = async () => ((await request(http).get('/api/article/list').expect(200)).body.data.data as Array<{ id: string }>).map((article) => article.id);
  const streamEvents = async (id: string) =>
    (await app.db.query<{ type: string }>(`SELECT type FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 ORDER BY stream_version`, [`article-${id}`])).rows.map((row) => row.type);
  const png = () => sharp({ create: { width: 800, height: 420, channels: 3, background: { r: 200, g: 120, b: 60 } } }).png().toBuffer();

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    await forgetAttempts(app);
    member = await signUpMember(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
  });
  afterAll(() => app.dispose());

  it('serves the demo for-corporations column at 1698 and the top page block from the published columns', async () => {
    const corporate = await request(http).get('/api/article/1698').expect(200);
    expect(corporate.body.data).toMatchObject({ slug: '1698', category: 'corporate', category_label: '法人向け', url: '/info/articles/1698' });
    expect(corporate.body.data.html).toContain('<h2>法人会員として登録できます</h2>');
    const top = (await request(http).get('/api/word-press/top').expect(200)).body.data as Array<Record<string, unknown>>;
    expect(top.length).toBeGreaterThan(0);
    expect(top.length).toBeLessThanOrEqual(3);
    expect(Object.keys(top[0]).sort()).toEqual(['category', 'category_label', 'cover_image', 'excerpt', 'id', 'published_at', 'slug', 'title', 'url']);
    expect(top.map((article) => article.published_at)).toEqual([...top.map((article) => article.published_at)].sort().reverse());
  });

  it('keeps a draft off the site until it is published, and takes it down again', async () => {
    const draft = await create({ title: '下書きのコラム', body_markdown: '## 見出し\n<script>alert(1)</script>[危ない](javascript:alert(1))' });
    expect(draft).toMatchObject({ status: 'draft', published_at: null, url: `/info/articles/${draft.id}` });
    expect(await publicIds()).not.toContain(draft.id);
    await request(http).get(`/api/article/${draft.id}`).expect(404);

    const published = await publish(draft.id);
    expect(published.status).toBe('published');
    expect(await publicIds()).toContain(draft.id);
    const page = (await request(http).get(`/api/article/${draft.id}`).expect(200)).body.data as { html: string; excerpt: string };
    expect(page.html).toContain('<h2>見出し</h2>');
    expect(page.html).not.toMatch(/<script|href="javascript/i);
    expect(page.excerpt).toContain('見出し');

    await request(http).post(`${ADMIN}/${draft.id}/unpublish`).set(bearer(admin)).expect(200);
    expect(await publicIds()).not.toContain(draft.id);
    await request(http).get(`/api/article/${draft.id}`).expect(404);
  });

  it('previews a draft with the renderer the page uses, storing nothing', async () => {
    const before = (await app.db.query(`SELECT count(*)::int AS n FROM ${ident(app.db.schema)}.events`)).rows[0];
    const preview = await request(http).post(`${ADMIN}/preview`).set(bearer(admin)).send({ body_markdown: '**太字**\n<img src=x onerror=alert(1)>' }).expect(200);
    expect(preview.body.data.html).toBe('<p><strong>太字</strong><br />\n&lt;img src=x onerror=alert(1)&gt;</p>');
    expect((await app.db.query(`SELECT count(*)::int AS n FROM ${ident(app.db.schema)}.events`)).rows[0]).toEqual(before);
  });

  it('uploads a cover image, checked by its bytes, and serves its copies to everyone', async () => {
    const upload = await request(http).post('/api/admin/content-image/upload').set(bearer(admin)).attach('image', await png(), { filename: 'cover.png', contentType: 'image/png' }).expect(201);
    const image = upload.body.data as { id: string; url: string; thumb_url: string; width: number; height: number; renditions: Array<{ url: string; format: string }> };
    expect(image).toMatchObject({ width: 800, height: 420 });
    const web = await request(http).get(image.url).expect(200);
    expect(web.headers['content-type']).toBe('image/jpeg');
    expect(web.headers['x-content-type-options']).toBe('nosniff');
    const webp = image.renditions.find((rendition) => rendition.format === 'webp')!;
    expect((await request(http).get(webp.url).expect(200)).headers['content-type']).toBe('image/webp');

    const article = await create({ title: 'カバーつき', cover_image_id: image.id, body_markdown: `![家](${image.url})` });
    expect(article.cover_image).toMatchObject({ id: image.id, width: 800 });
    await publish(article.id);
    expect((await request(http).get(`/api/article/${article.id}`).expect(200)).body.data.html).toContain(`<img src="${image.url}" alt="家" loading="lazy" />`);

    const html = await request(http).post('/api/admin/content-image/upload').set(bearer(admin)).attach('image', Buffer.from('<html><script>alert(1)</script></html>'), { filename: 'x.jpg', contentType: 'image/jpeg' }).expect(422);
    expect(html.body.errors.image).toEqual(['不正なファイルです。']);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>');
    await request(http).post('/api/admin/content-image/upload').set(bearer(admin)).attach('image', svg, { filename: 'x.svg', contentType: 'image/svg+xml' }).expect(422);
    await request(http).get('/api/content-image/00000000-0000-4000-8000-000000000000/web').expect(404);
  });

  it('finds a column by its slug, refuses a slug in use, and edits and deletes a column', async () => {
    const article = await create({ title: 'スラッグつき', slug: 'first-steps' });
    await publish(article.id);
    expect((await request(http).get('/api/article/first-steps').expect(200)).body.data.id).toBe(article.id);
    const taken = await request(http).post(`${ADMIN}/create`).set(bearer(admin)).send({ title: 'x', body_markdown: 'y', slug: 'first-steps' }).expect(422);
    expect(taken.body.errors.slug).toEqual(['このスラッグはほかのコラムで使われています。']);
    // Its own slug is not "in use" when it is edited.
    const edited = await request(http).post(`${ADMIN}/${article.id}/edit`).set(bearer(admin)).send({ title: '直した題', body_markdown: '本文', slug: 'first-steps', category: 'corporate' }).expect(200);
    expect(edited.body.data).toMatchObject({ title: '直した題', category: 'corporate', slug: 'first-steps' });
    const corporate = (await request(http).get('/api/article/list').query({ category: 'corporate' }).expect(200)).body.data.data as Array<{ id: string; category: string }>;
    expect(corporate.map((item) => item.id)).toContain(article.id);
    expect(corporate.every((item) => item.category === 'corporate')).toBe(true);
    await request(http).post(`${ADMIN}/delete`).set(bearer(admin)).send({ id: article.id }).expect(200);
    await request(http).get(`${ADMIN}/${article.id}`).set(bearer(admin)).expect(404);
    await request(http).get('/api/article/first-steps').expect(404);
  });

  it('lists drafts and published columns for admins, filtered by status and keyword', async () => {
    const draft = await create({ title: '絞り込みの確認用の下書き' });
    const list = (await request(http).post(`${ADMIN}/list`).set(bearer(admin)).send({ status: 'draft', keyword: '絞り込みの確認' }).expect(200)).body.data;
    expect(list.data.map((item: AdminArticle) => item.id)).toEqual([draft.id]);
    expect(list).toMatchObject({ current_page: 1, per_page: 20, total: 1 });
  });

  it('refuses bad input with 422 naming each field, and stores nothing', async () => {
    const refused = await request(http).post(`${ADMIN}/create`).set(bearer(admin)).send({ title: '', body_markdown: '', slug: 'ス ラ', category: 'vip', cover_image_id: 'nope' }).expect(422);
    expect(refused.body.success).toBe(false);
    expect(refused.body.errors).toEqual({
      title: ['タイトルを入力してください。'],
      slug: ['スラッグは半角英小文字・数字・ハイフンで、64文字以内で入力してください。'],
      body_markdown: ['本文を入力してください。'],
      cover_image_id: ['指定されたカバー画像が見つかりません。画像をアップロードし直してください。'],
      category: ['カテゴリは general（一般）か corporate（法人向け）で指定してください。'],
    });
    const article = await create({ title: '残る題名' });
    const events = await streamEvents(article.id);
    expect((await request(http).post(`${ADMIN}/${article.id}/edit`).set(bearer(admin)).send({ title: 'x'.repeat(101), body_markdown: 'b' }).expect(422)).body.errors.title).toEqual([
      'タイトルは100文字以内で入力してください。',
    ]);
    expect(await streamEvents(article.id)).toEqual(events);
    expect((await request(http).post(`${ADMIN}/list`).set(bearer(admin)).send({ status: 'gone' }).expect(422)).body.errors.status).toHaveLength(1);
    expect((await request(http).post(`${ADMIN}/list?page=0`).set(bearer(admin)).send({}).expect(422)).body.errors.page).toHaveLength(1);
    expect((await request(http).post(`${ADMIN}/delete`).set(bearer(admin)).send({}).expect(422)).body.errors.id).toEqual(['削除するコラムの id を指定してください。']);
    expect((await request(http).post(`${ADMIN}/preview`).set(bearer(admin)).send({ body_markdown: 3 }).expect(422)).body.errors.body_markdown).toHaveLength(1);
    expect((await request(http).post(`${ADMIN}/create`).set(bearer(admin)).send({ title: 'a', body_markdown: 'b', status: 'published' }).expect(422)).body.errors.status).toHaveLength(1);
    expect((await request(http).get('/api/article/list').query({ category: 'x' }).expect(422)).body.errors.category).toHaveLength(1);
    await request(http).post('/api/admin/content-image/upload').set(bearer(admin)).send({}).expect((response) => expect([400, 415, 422]).toContain(response.status));
  });

  it('refuses members, lawyers and guests', async () => {
    const calls = [
      () => request(http).post(`${ADMIN}/list`).send({}),
      () => request(http).post(`${ADMIN}/preview`).send({ body_markdown: 'x' }),
      () => request(http).post(`${ADMIN}/create`).send({ title: 'a', body_markdown: 'b' }),
      () => request(http).get(`${ADMIN}/demo-article-2`),
      () => request(http).post(`${ADMIN}/demo-article-2/edit`).send({ title: 'a', body_markdown: 'b' }),
      () => request(http).post(`${ADMIN}/demo-article-2/publish`),
      () => request(http).post(`${ADMIN}/demo-article-2/unpublish`),
      () => request(http).post(`${ADMIN}/delete`).send({ id: 'demo-article-2' }),
      () => request(http).post('/api/admin/content-image/upload'),
    ];
    for (const call of calls) {
      await call().expect(401);
      await call().set(bearer(member.token)).expect(403);
      await call().set(bearer(lawyer)).expect(403);
    }
    await request(http).get('/api/article/demo-article-2').expect(200);
  });
});
