import request from 'supertest';
import type { App } from 'supertest/types';
import { ident } from '../../database/database';
import { forgetAttempts, signInAdmin, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, createDraft, listingIn, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

describe.each(storeKinds())('Admin listings on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let other: SignedInMember;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app, { nickname: 'みどり農園' });
    other = await signUpSeller(app, { nickname: 'うみべの家' });
    await forgetAttempts(app);
    admin = await signInAdmin(http);
  });
  afterAll(() => app.dispose());

  const list = (body: object, page = 1) => request(http).post(`/api/admin/property/list?page=${page}`).set(bearer(admin)).send(body);

  async function streamEvents(propertyId: string) {
    const { rows } = await app.db.query<{ type: string; data: { to?: string }; metadata: { actor: { id: string; role: string } } }>(
      `SELECT type, data, metadata FROM ${ident(app.db.schema)}.events WHERE stream_id = $1 ORDER BY stream_version`,
      [`property-${propertyId}`],
    );
    return rows;
  }

  describe('the list', () => {
    let cheap: string;
    let dear: string;
    let unknownPrice: string;
    let draft: string;
    let deleted: string;
    let othersListing: string;

    beforeAll(async () => {
      cheap = await createDraft(http, seller.token, { ...PUBLISHABLE, name: '棚田の見える土地', sale_price: 500_000 });
      app.clock.advance(1000);
      dear = await listingIn(http, seller.token, 'published');
      app.clock.advance(1000);
      unknownPrice = await createDraft(http, seller.token, { ...PUBLISHABLE, name: '価格未定の山林', sale_price: -1, prefecture_id: 13, city: '青梅市' });
      app.clock.advance(1000);
      draft = await createDraft(http, seller.token, { name: '書きかけ' });
      app.clock.advance(1000);
      deleted = await listingIn(http, seller.token, 'deleted');
      app.clock.advance(1000);
      othersListing = await listingIn(http, other.token, 'withdrawn');
    });

    it('pages every listing but deleted ones, newest change first, with the owner and place', async () => {
      const response = await list({ owner: 'みどり農園' }).expect(200);
      expect(response.body.success).toBe(true);
      const page = response.body.data;
      expect(page).toMatchObject({ current_page: 1, last_page: 1, per_page: 20, total: 4 });
      expect(page.data.map((row: { id: string }) => row.id)).toEqual([draft, unknownPrice, dear, cheap]);
      expect(page.data[2]).toEqual({
        id: dear,
        name: '里山の古民家と畑',
        status_id: 2,
        status: '掲載中',
        prefecture_id: 20,
        prefecture: '長野県',
        city: '小諸市',
        sale_price: 3_800_000,
        owner: { id: seller.id, nickname: 'みどり農園' },
        updated_at: expect.any(String),
        registered_at: expect.any(String),
      });
      expect(page.data[0]).toMatchObject({ status_id: 1, status: '下書き', registered_at: null, prefecture: null });
    });

    it('shows deleted listings only when asked for by status 7', async () => {
      const response = await list({ owner: 'みどり農園', status_id: 7 }).expect(200);
      expect(response.body.data.data.map((row: { id: string }) => row.id)).toEqual([deleted]);
      expect(response.body.data.data[0]).toMatchObject({ status_id: 7, status: '削除済み' });
    });

    it('filters by title, owner id or nickname, status, prefecture and price', async () => {
      const ids = async (body: object) => ((await list(body).expect(200)).body.data.data as Array<{ id: string }>).map((row) => row.id);
      expect(await ids({ name: '棚田' })).toEqual([cheap]);
      expect(await ids({ owner: other.id })).toEqual([othersListing]);
      expect(await ids({ owner: 'うみべ' })).toEqual([othersListing]);
      expect(await ids({ owner: 'みどり農園', status_id: 2 })).toEqual([dear]);
      expect(await ids({ owner: 'みどり農園', prefecture_id: 13 })).toEqual([unknownPrice]);
      expect(await ids({ owner: 'みどり農園', min_price: 1_000_000 })).toEqual([dear]);
      expect(await ids({ owner: 'みどり農園', max_price: 1_000_000 })).toEqual([cheap]);
      expect((await ids({ owner: 'みどり農園', sort: 'price_asc' })).slice(0, 2)).toEqual([cheap, dear]);
      const byPrice = await ids({ owner: 'みどり農園', sort: 'price_desc' });
      expect(byPrice.slice(0, 2)).toEqual([dear, cheap]);
      expect(await ids({ name: '存在しない物件名' })).toEqual([]);
    });

    it('pages by 20', async () => {
      const bulk = await signUpMember(app, { nickname: 'たくさん出品' });
      for (let index = 0; index < 21; index++) await createDraft(http, bulk.token, { name: `区画${index + 1}` });
      const first = (await list({ owner: 'たくさん出品' }, 1).expect(200)).body.data;
      const second = (await list({ owner: 'たくさん出品' }, 2).expect(200)).body.data;
      expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 21 });
      expect(first.data).toHaveLength(20);
      expect(second).toMatchObject({ current_page: 2, last_page: 2, total: 21 });
      expect(second.data).toHaveLength(1);
      const empty = (await list({ owner: 'たくさん出品' }, 3).expect(200)).body.data;
      expect(empty).toMatchObject({ current_page: 3, total: 21, data: [] });
    });

    it('names the field of a bad condition', async () => {
      const response = await list({ status_id: 9, min_price: 'たくさん', unknown: 1 }).expect(422);
      expect(Object.keys(response.body.errors).sort()).toEqual(['min_price', 'status_id', 'unknown']);
      expect(response.body.errors.status_id[0]).toContain('物件の状態は');
    });
  });

  describe('updating a listing', () => {
    it('takes form data, names the admin as the one who changed it, and can change the status with it', async () => {
      const id = await listingIn(http, seller.token, 'published');
      const response = await request(http)
        .post(`/api/admin/property/update/${id}`)
        .set(bearer(admin))
        .field('name', '管理者が直した名前')
        .field('sale_price', '4200000')
        .field('is_building', 'true')
        .field('status_id', '5')
        .expect(200);
      expect(response.body.message).toBe('物件情報を保存しました。');
      expect(response.body.data).toMatchObject({ id, name: '管理者が直した名前', sale_price: 4_200_000, is_building: true, status_id: 5, status: '掲載停止' });
      const events = await streamEvents(id);
      const last = events.slice(-2);
      expect(last.map((event) => event.type)).toEqual(['PropertyEdited', 'PropertyStatusChanged']);
      for (const event of last) expect(event.metadata.actor.role).toBe('admin');
    });

    it('takes JSON with the same fields and rules as the member edit', async () => {
      const id = await listingIn(http, seller.token, 'published');
      const saved = await request(http).post(`/api/admin/property/update/${id}`).set(bearer(admin)).send({ access: '駅から徒歩5分', area: 600 }).expect(200);
      expect(saved.body.data).toMatchObject({ access: '駅から徒歩5分', area: 600, status_id: 2 });

      const emptied = await request(http).post(`/api/admin/property/update/${id}`).set(bearer(admin)).send({ name: null }).expect(422);
      expect(emptied.body.errors).toHaveProperty('name');
      const mistyped = await request(http).post(`/api/admin/property/update/${id}`).set(bearer(admin)).field('sale_price', '高い').expect(422);
      expect(mistyped.body.errors.sale_price[0]).toContain('数値');
      const smuggled = await request(http).post(`/api/admin/property/update/${id}`).set(bearer(admin)).send({ owner_id: other.id }).expect(422);
      expect(smuggled.body.errors).toHaveProperty('owner_id');
      const stored = await request(http).get(`/api/property/edit/${id}`).set(bearer(seller.token)).expect(200);
      expect(stored.body.data).toMatchObject({ name: PUBLISHABLE.name, owner_id: seller.id });
    });

    it('writes nothing when the status change is refused, and answers an unknown listing with 404', async () => {
      const id = await createDraft(http, seller.token, { name: '未完成' });
      const before = await streamEvents(id);
      const refused = await request(http).post(`/api/admin/property/update/${id}`).set(bearer(admin)).send({ city: '松本市', status_id: 2 }).expect(422);
      expect(refused.body.success).toBe(false);
      expect(await streamEvents(id)).toHaveLength(before.length);
      await request(http).post('/api/admin/property/update/00000000-0000-4000-8000-000000000000').set(bearer(admin)).send({ city: '松本市' }).expect(404);
    });
  });

  describe('deleting listings', () => {
    it('deletes one with the message', async () => {
      const id = await listingIn(http, seller.token, 'published');
      const response = await request(http).post('/api/admin/property/delete').set(bearer(admin)).send({ id }).expect(200);
      expect(response.body).toEqual({ success: true, message: '物件の削除に成功しました', data: { ids: [id] } });
      const events = await streamEvents(id);
      expect(events.at(-1)).toMatchObject({ type: 'PropertyStatusChanged', data: { to: 'deleted' }, metadata: { actor: { role: 'admin' } } });
      await request(http).get(`/api/property/edit/${id}`).set(bearer(seller.token)).expect(404);
    });

    it('deletes several at once', async () => {
      const ids = [await listingIn(http, seller.token, 'published'), await listingIn(http, seller.token, 'withdrawn'), await createDraft(http, other.token)];
      const response = await request(http).post('/api/admin/property/delete').set(bearer(admin)).send({ ids }).expect(200);
      expect(response.body.message).toBe('物件の削除に成功しました');
      const deleted = (await list({ status_id: 7 }).expect(200)).body.data.data.map((row: { id: string }) => row.id);
      expect(deleted).toEqual(expect.arrayContaining(ids));
    });

    it('refuses the whole request, naming the listing, when one is already deleted, unknown or closed', async () => {
      const live = await listingIn(http, seller.token, 'published');
      const gone = await listingIn(http, seller.token, 'deleted');
      const closed = await listingIn(http, seller.token, 'closed');
      const unknown = '00000000-0000-4000-8000-000000000000';

      const already = await request(http).post('/api/admin/property/delete').set(bearer(admin)).send({ ids: [live, gone] }).expect(409);
      expect(already.body.message).toBe(`物件「${PUBLISHABLE.name}」（id: ${gone}）はすでに削除済みです。`);
      const missing = await request(http).post('/api/admin/property/delete').set(bearer(admin)).send({ ids: [live, unknown] }).expect(404);
      expect(missing.body.message).toBe(`物件が見つかりません（id: ${unknown}）。`);
      const notAnId = await request(http).post('/api/admin/property/delete').set(bearer(admin)).send({ id: 'abc' }).expect(404);
      expect(notAnId.body.message).toContain('abc');
      const finished = await request(http).post('/api/admin/property/delete').set(bearer(admin)).send({ ids: [live, closed] }).expect(409);
      expect(finished.body.message).toContain(closed);

      const stillLive = await request(http).get(`/api/property/edit/${live}`).set(bearer(seller.token)).expect(200);
      expect(stillLive.body.data.status_id).toBe(2);
    });

    it('asks for at least one id', async () => {
      const response = await request(http).post('/api/admin/property/delete').set(bearer(admin)).send({}).expect(422);
      expect(response.body.errors).toHaveProperty('ids');
      await request(http).post('/api/admin/property/delete').set(bearer(admin)).send({ ids: 'x' }).expect(422);
    });
  });
});
