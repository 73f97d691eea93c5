import zlib from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createApp } from '../../app/create-app';
import { forgetAttempts, GOOD_PASSWORD, signUpMember, signUpSeller, VALID_PROFILE, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

interface ListItem {
  id: string;
  partner_nickname: string | null;
  property_name: string | null;
  property_price: number | null;
  status_id: number;
  midoku_count: number;
  pinned_at: string | null;
  last_message_preview: string | null;
}

/**
 * A member's deal list is kept between requests while it stays the same: each case reads the list
 * first, so it is kept, then changes one thing the list is made of and reads it again.
 */
describe.each(storeKinds())("A member's deal list kept between requests on the %s store", (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let listing: string;

  const list = async (token: string, all = false, server: App = http) =>
    (await request(server).get(`/api/message/thread/index${all ? '?all' : ''}`).set(bearer(token)).expect(200)).body.data as ListItem[];
  const itemOf = async (token: string, threadId: string, all = false) => (await list(token, all)).find((item) => item.id === threadId);
  const say = (token: string, threadId: string, message: string, server: App = http) =>
    request(server).post('/api/message/create').set(bearer(token)).send({ thread_id: threadId, message }).expect(200);
  const newDeal = async (nickname = '移住を考える人') => {
    const buyer = await signUpMember(app, { nickname });
    const threadId = (await request(http).post('/api/message/thread/create').set(bearer(buyer.token)).send({ property_id: listing }).expect(200)).body.data.thread_id as string;
    return { buyer, threadId };
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app, { nickname: 'みどり農園' });
    await forgetAttempts(app);
    listing = await listingIn(http, seller.token, 'published');
  });
  afterAll(() => app.dispose());

  it('shows a message, its read mark and a pin made after the list was read', async () => {
    const { buyer, threadId } = await newDeal();
    const other = await newDeal('別の買い手');
    expect(await itemOf(buyer.token, threadId)).toMatchObject({ midoku_count: 0, last_message_preview: null, pinned_at: null });

    // The seller's answer also turns the inquiry (1) into a negotiation (2).
    await say(seller.token, threadId, '見学はいつでもどうぞ。');
    expect(await itemOf(buyer.token, threadId)).toMatchObject({ midoku_count: 1, last_message_preview: '見学はいつでもどうぞ。', status_id: 2 });

    await request(http).patch('/api/message/read-mark').set(bearer(buyer.token)).send({ thread_id: threadId }).expect(200);
    expect(await itemOf(buyer.token, threadId)).toMatchObject({ midoku_count: 0 });

    // The seller's list: the liveliest deal first, until the other one is pinned.
    expect((await list(seller.token))[0].id).toBe(threadId);
    await request(http).post(`/api/message/${other.threadId}/toggle-pinned?pinned=add`).set(bearer(seller.token)).expect(200);
    expect((await list(seller.token))[0]).toMatchObject({ id: other.threadId, pinned_at: expect.any(String) });
    await request(http).post(`/api/message/${other.threadId}/toggle-pinned?pinned=remove`).set(bearer(seller.token)).expect(200);
    const unpinned = await list(seller.token);
    expect(unpinned[0].id).toBe(threadId);
    expect(unpinned.find((item) => item.id === other.threadId)?.pinned_at).toBeNull();
  });

  it("shows the partner's new nickname and the listing's new name and price", async () => {
    const { buyer, threadId } = await newDeal('山の家さがし');
    expect(await itemOf(seller.token, threadId)).toMatchObject({ partner_nickname: '山の家さがし', property_price: 3_800_000 });

    await request(http).patch(`/api/mypage/user/update-basic/${buyer.id}`).set(bearer(buyer.token)).send({ ...VALID_PROFILE, nickname: '海の家さがし' }).expect(200);
    expect(await itemOf(seller.token, threadId)).toMatchObject({ partner_nickname: '海の家さがし' });

    await request(http).post(`/api/property/edit/${listing}`).set(bearer(seller.token)).send({ name: '里山の古民家と畑（値下げ）', sale_price: 3_500_000 }).expect(200);
    expect(await itemOf(buyer.token, threadId)).toMatchObject({ property_name: '里山の古民家と畑（値下げ）', property_price: 3_500_000 });
  });

  it('shows the partner as 退会済み会員 once they withdraw', async () => {
    const { buyer, threadId } = await newDeal('すぐやめる人');
    expect(await itemOf(seller.token, threadId)).toMatchObject({ partner_nickname: 'すぐやめる人' });
    await request(http).post('/api/withdraw').set(bearer(buyer.token)).send({ password: GOOD_PASSWORD }).expect(200);
    expect(await itemOf(seller.token, threadId)).toMatchObject({ partner_nickname: '退会済み会員' });
  });

  it('moves a blocked deal from the open list to the one with ended deals', async () => {
    const { buyer, threadId } = await newDeal();
    expect(await itemOf(buyer.token, threadId)).toBeDefined();
    expect(await itemOf(buyer.token, threadId, true)).toMatchObject({ status_id: 1 });
    await request(http).post('/api/message/thread/block').set(bearer(buyer.token)).send({ thread_id: threadId }).expect(200);
    expect(await itemOf(buyer.token, threadId)).toBeUndefined();
    expect(await itemOf(buyer.token, threadId, true)).toMatchObject({ status_id: 8 });
  });

  it('shows a deal opened after the list was read, and gives each member only their own list', async () => {
    const before = await list(seller.token);
    const { buyer, threadId } = await newDeal();
    const after = await list(seller.token);
    expect(after).toHaveLength(before.length + 1);
    expect(after[0].id).toBe(threadId);
    // The buyer asks right after the seller: their list is their one deal, not the seller's kept list.
    expect((await list(buyer.token)).map((item) => item.id)).toEqual([threadId]);
  });

  it('sends the kept list compressed once as the client accepts it, the same JSON as the plain answer', async () => {
    for (let i = 0; i < 4; i++) await newDeal(`長い一覧のための買い手 ${i}`);
    const get = (acceptEncoding?: string) =>
      (app.app as NestFastifyApplication)
        .getHttpAdapter()
        .getInstance()
        .inject({ method: 'GET', url: '/api/message/thread/index', headers: { ...bearer(seller.token), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) } });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.json()).toMatchObject({ success: true, message: '', data: expect.any(Array) });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (let twice = 0; twice < 2; twice++) {
      const brotli = await get('gzip, deflate, br');
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(Number(brotli.headers['content-length'])).toBe(brotli.rawPayload.length);
      expect(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8')).toBe(plain.payload);
      const gzip = await get('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(zlib.gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.payload);
    }
    expect((await get('identity')).payload).toBe(plain.payload);
  });

  if (kind === 'server') {
    it('shows at once a message posted through another app process on the same database', async () => {
      const { buyer, threadId } = await newDeal();
      const second = await createApp(app.config, { database: await app.database.openAnother(), clock: app.clock });
      try {
        const other = second.app.getHttpServer() as App;
        for (let round = 1; round <= 3; round++) {
          expect(await itemOf(buyer.token, threadId)).toMatchObject({ midoku_count: round - 1 });
          await say(seller.token, threadId, `別の窓口からの連絡 ${round}`, other);
          expect(await itemOf(buyer.token, threadId)).toMatchObject({ midoku_count: round, last_message_preview: `別の窓口からの連絡 ${round}` });
        }
      } finally {
        await second.close();
        await second.db.close();
      }
    });
  }
});
