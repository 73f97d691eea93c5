import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signInAdmin, signUpSeller } from '../../testing/account-fixtures';
import { bearer, changeStatus, createDraft, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

interface SideBar {
  regions: Array<{ id: number; name: string; name_en: string; count: number; prefectures: Array<{ id: number; name: string; name_en: string; count: number }> }>;
  grounds: Array<{ id: number; name: string; count: number }>;
  hashtags: Array<{ id: number; name: string; count: number }>;
  news: Array<{ id: string; title: string; publish_at: string }>;
}

describe.each(storeKinds())('The side bar on the %s store', (storeKind) => {
  let app: TestApp;
  let http: App;

  const sideBar = async () => (await request(http).get('/api/side-bar').expect(200)).body.data as SideBar;
  const prefecture = (bar: SideBar, id: number) => bar.regions.flatMap((region) => region.prefectures).find((p) => p.id === id);

  beforeAll(async () => {
    app = await createTestApp(storeKind, [], { PHASE2: 'on' });
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());

  it('counts the listings buyers can find by region, prefecture, land category and hashtag, without sign-in', async () => {
    const admin = await signInAdmin(http);
    const tag = (await request(http).post('/api/master/hash-tag/create').set(bearer(admin)).send({ name: '畑つき' }).expect(201)).body.data.id as number;
    const unused = (await request(http).post('/api/master/hash-tag/create').set(bearer(admin)).send({ name: '誰も使わない' }).expect(201)).body.data.id as number;
    const before = await sideBar();
    expect(before.regions.map((region) => region.name_en)).toEqual(['hokkaido', 'tohoku', 'kanto', 'chubu', 'kinki', 'chugoku', 'shikoku', 'kyushu']);
    expect(before.regions.reduce((sum, region) => sum + region.prefectures.length, 0)).toBe(47);

    await forgetAttempts(app);
    const seller = await signUpSeller(app);
    const publish = async (fields: object) => {
      const id = await createDraft(http, seller.token, { ...PUBLISHABLE, ...fields });
      await changeStatus(http, seller.token, id, 'published').expect(200);
      return id;
    };
    await publish({ categories: `${tag}` });
    await publish({ categories: `${tag}`, prefecture_id: 13, city: '八王子市', zipcode1: '192' });
    const withdrawn = await publish({ categories: `${tag}` });
    await changeStatus(http, seller.token, withdrawn, 'withdrawn').expect(200);
    await createDraft(http, seller.token, { ...PUBLISHABLE, categories: `${tag}` });

    const after = await sideBar();
    expect(prefecture(after, 20)?.count).toBe((prefecture(before, 20)?.count ?? 0) + 1);
    expect(prefecture(after, 13)?.count).toBe((prefecture(before, 13)?.count ?? 0) + 1);
    const chubu = after.regions.find((region) => region.name_en === 'chubu');
    expect(chubu?.count).toBe(chubu?.prefectures.reduce((sum, p) => sum + p.count, 0));
    expect(after.regions.find((region) => region.name_en === 'kanto')?.count).toBe((before.regions.find((region) => region.name_en === 'kanto')?.count ?? 0) + 1);
    expect(after.grounds.find((ground) => ground.id === PUBLISHABLE.ground_id)?.count).toBe((before.grounds.find((ground) => ground.id === PUBLISHABLE.ground_id)?.count ?? 0) + 2);
    expect(after.hashtags).toContainEqual({ id: tag, name: '畑つき', count: 2 });
    expect(after.hashtags.map((hashtag) => hashtag.id)).not.toContain(unused);
    const hashtagCounts = after.hashtags.map((hashtag) => hashtag.count);
    expect(hashtagCounts).toEqual([...hashtagCounts].sort((a, b) => b - a));
  });

  it('shows the newest published news, at most three', async () => {
    const admin = await signInAdmin(http);
    for (const title of ['古いお知らせ', '二番目のお知らせ', '三番目のお知らせ', '最新のお知らせ']) {
      await request(http).post('/api/admin/news/create').set(bearer(admin)).send({ title, body: `${title}の本文です。`, category_id: 1, publish_at: app.clock.now() }).expect(201);
      app.clock.advance(60_000);
    }
    const news = (await sideBar()).news;
    expect(news.map((item) => item.title)).toEqual(['最新のお知らせ', '三番目のお知らせ', '二番目のお知らせ']);
  });
});
