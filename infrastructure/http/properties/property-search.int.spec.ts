import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, GOOD_PASSWORD, signInAdmin, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { ident } from '../../database/database';
import { bearer, changeStatus, createDraft, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

interface Card {
  id: string;
  name: string;
  prefecture: string | null;
  sale_price: number;
  hashtags: Array<{ id: number; name: string }>;
  ground: string | null;
  status: string;
}

const LISTINGS = {
  shibuya: { ...PUBLISHABLE, name: '渋谷の小さな土地', prefecture_id: 13, city: '渋谷区', block: '神南1丁目', sale_price: 48_000_000, area: 45.2, ground_id: 1, categories: '6', is_building: false },
  minato: { ...PUBLISHABLE, name: '港の見える家', prefecture_id: 13, city: '港区', block: '芝浦3丁目', sale_price: 65_000_000, area: 80, ground_id: 1, categories: '3', is_building: true },
  komoro: { ...PUBLISHABLE, name: '里山の古民家と畑', prefecture_id: 20, city: '小諸市', block: '大字山浦', sale_price: 3_800_000, area: 523.5, ground_id: 3, categories: '1,2', is_building: true, detail_1: '浅間山を望む静かな集落です。' },
  nagano: { ...PUBLISHABLE, name: '山林 ２ヘクタール', prefecture_id: 20, city: '長野市', block: '戸隠', sale_price: -1, area: 20_000, ground_id: 4, categories: '4', is_building: false },
  sapporo: { ...PUBLISHABLE, name: '札幌近郊の畑', prefecture_id: 1, city: '札幌市', block: '南区', sale_price: 1_200_000, area: 1500, ground_id: 3, categories: '', is_building: false },
} as const;

describe.each(storeKinds())('Property search on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let buyer: SignedInMember;
  let admin: string;
  const ids: Record<keyof typeof LISTINGS, string> = {} as Record<keyof typeof LISTINGS, string>;
  let draftId: string;

  const search = (body: object, page = 1, token?: string) => {
    const call = request(http).post(`/api/property/search?page=${page}`).send(body);
    return token ? call.set(bearer(token)) : call;
  };
  const names = async (body: object) => ((await search(body).expect(200)).body.data.data as Card[]).map((card) => card.name).sort();

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app);
    buyer = await signUpMember(app, { nickname: 'いなかの家さがし' });
    await forgetAttempts(app);
    admin = await signInAdmin(http);
    for (const [key, listing] of Object.entries(LISTINGS)) {
      app.clock.advance(60_000);
      const id = await createDraft(http, seller.token, listing);
      await changeStatus(http, seller.token, id, 'published').expect(200);
      ids[key as keyof typeof LISTINGS] = id;
    }
    draftId = await createDraft(http, seller.token, { ...PUBLISHABLE, name: '渋谷の下書き', prefecture_id: 13, city: '渋谷区' });
  });
  afterAll(() => app.dispose());

  describe('keywords', () => {
    it('finds a 1-character word (港) in the title or address', async () => {
      expect(await names({ key_word: '港' })).toEqual(['港の見える家']);
    });

    it('finds a 2-character word (渋谷), never a draft', async () => {
      expect(await names({ key_word: '渋谷' })).toEqual(['渋谷の小さな土地']);
    });

    it('finds 3 and more characters in the description too', async () => {
      expect(await names({ key_word: '浅間山' })).toEqual(['里山の古民家と畑']);
      expect(await names({ key_word: '静かな集落' })).toEqual(['里山の古民家と畑']);
    });

    it('finds a listing by its prefecture name, and needs every word given', async () => {
      expect(await names({ key_word: '長野' })).toEqual(['山林 ２ヘクタール', '里山の古民家と畑']);
      expect(await names({ key_word: '長野 古民家' })).toEqual(['里山の古民家と畑']);
      expect(await names({ key_word: '長野　渋谷' })).toEqual([]);
    });

    it('matches full-width and half-width letters and digits alike, and wildcards as themselves', async () => {
      expect(await names({ key_word: '2ヘクタール' })).toEqual(['山林 ２ヘクタール']);
      expect(await names({ key_word: '%' })).toEqual([]);
      expect(await names({ key_word: '_' })).toEqual([]);
    });

    it('takes an emoji as a character, and refuses a lone surrogate or a control character, naming the box', async () => {
      expect(await names({ key_word: '🏠' })).toEqual([]);
      expect(await names({ key_word: '港　🏠' })).toEqual([]);
      const halfAnEmoji = await search({ key_word: '\ud83c' }).expect(422);
      expect(halfAnEmoji.body.errors).toEqual({ key_word: ['文字として読み取れないデータが含まれています。'] });
      const nul = await search({ key_word: '港\u0000' }).expect(422);
      expect(nul.body.errors).toEqual({ key_word: ['使用できない文字（制御文字）が含まれています。'] });
    });

    it('answers no data, with a message, when nothing matches', async () => {
      const response = await search({ key_word: '北極' }).expect(200);
      expect(response.body).toMatchObject({ success: true, message: '条件に合う物件が見つかりませんでした。', data: { data: [], total: 0, current_page: 1, last_page: 1 } });
    });
  });

  describe('filters', () => {
    it('by area and prefecture', async () => {
      expect(await names({ area_id: 3 })).toEqual(['渋谷の小さな土地', '港の見える家']);
      expect(await names({ area_id: 4, prefecture_id: 20 })).toEqual(['山林 ２ヘクタール', '里山の古民家と畑']);
      expect(await names({ area_id: 3, prefecture_id: 20 })).toEqual([]);
      expect(await names({ prefecture_id: 1 })).toEqual(['札幌近郊の畑']);
    });

    it('by city', async () => {
      expect(await names({ city: '小諸市' })).toEqual(['里山の古民家と畑']);
    });

    it('by price, with thousands commas stripped; an unknown price is outside any bound', async () => {
      expect(await names({ min_price: '10,000,000' })).toEqual(['渋谷の小さな土地', '港の見える家']);
      expect(await names({ max_price: '3,800,000' })).toEqual(['札幌近郊の畑', '里山の古民家と畑']);
      expect(await names({ min_price: 0, max_price: 1_000_000 })).toEqual([]);
    });

    it('by price written as people write prices: 万, 億, 千万, 円 and full-width digits', async () => {
      expect(await names({ min_price: '1,000万円' })).toEqual(['渋谷の小さな土地', '港の見える家']);
      expect(await names({ min_price: '5千万', max_price: '0.7億' })).toEqual(['港の見える家']);
      expect(await names({ max_price: '３８０万' })).toEqual(['札幌近郊の畑', '里山の古民家と畑']);
      expect(await names({ min_price: '4800万', max_price: '4,800万円' })).toEqual(['渋谷の小さな土地']);
    });

    it('refuses a price it cannot read, naming the box, rather than searching without it', async () => {
      const response = await search({ min_price: '500万くらい', max_price: '1億1億' }).expect(422);
      expect(response.body).toMatchObject({
        success: false,
        errors: {
          min_price: ['価格の下限を読み取れませんでした。「500万」「1,200万円」のように入力してください。'],
          max_price: ['価格の上限を読み取れませんでした。「500万」「1,200万円」のように入力してください。'],
        },
      });
    });

    it('by land area', async () => {
      expect(await names({ min_landarea: '1,000' })).toEqual(['山林 ２ヘクタール', '札幌近郊の畑']);
      expect(await names({ max_landarea: 50 })).toEqual(['渋谷の小さな土地']);
      expect(await names({ min_landarea: 80, max_landarea: '600' })).toEqual(['港の見える家', '里山の古民家と畑']);
    });

    it('by land category, hashtag and building', async () => {
      expect(await names({ ground_id: 3 })).toEqual(['札幌近郊の畑', '里山の古民家と畑']);
      expect(await names({ hashtag_id: 2 })).toEqual(['里山の古民家と畑']);
      expect(await names({ is_building: 1 })).toEqual(['港の見える家', '里山の古民家と畑']);
      expect(await names({ is_building: '0' })).toEqual(['山林 ２ヘクタール', '札幌近郊の畑', '渋谷の小さな土地']);
    });

    it('refuses bad conditions per field, in Japanese', async () => {
      const response = await search({ min_price: 'たくさん', area_id: 9, sort: 'cheapest', owner_id: 'x' }).expect(422);
      expect(response.body.errors).toEqual({
        min_price: ['価格の下限を読み取れませんでした。「500万」「1,200万円」のように入力してください。'],
        area_id: ['エリアは8以下で入力してください。'],
        sort: ['並び順が正しくありません。'],
        owner_id: [expect.any(String)],
      });
    });
  });

  describe('order and pages', () => {
    it('sorts newest first by default, and by price with an unknown price last either way', async () => {
      const order = async (sort?: string) => ((await search(sort ? { sort } : {}).expect(200)).body.data.data as Card[]).map((card) => card.name);
      expect(await order()).toEqual(['札幌近郊の畑', '山林 ２ヘクタール', '里山の古民家と畑', '港の見える家', '渋谷の小さな土地']);
      expect(await order('price_asc')).toEqual(['札幌近郊の畑', '里山の古民家と畑', '渋谷の小さな土地', '港の見える家', '山林 ２ヘクタール']);
      expect(await order('price_desc')).toEqual(['港の見える家', '渋谷の小さな土地', '里山の古民家と畑', '札幌近郊の畑', '山林 ２ヘクタール']);
      expect(await order('area_desc')).toEqual(['山林 ２ヘクタール', '札幌近郊の畑', '里山の古民家と畑', '港の見える家', '渋谷の小さな土地']);
    });

    it('pages by 20', async () => {
      const member = await signUpSeller(app);
      for (let i = 0; i < 21; i++) {
        const id = await createDraft(http, member.token, { ...PUBLISHABLE, name: `分譲地 区画${i + 1}`, prefecture_id: 44, city: '由布市' });
        await changeStatus(http, member.token, id, 'published').expect(200);
      }
      const first = (await search({ prefecture_id: 44 }).expect(200)).body.data;
      const second = (await search({ prefecture_id: 44 }, 2).expect(200)).body.data;
      expect(first).toMatchObject({ current_page: 1, last_page: 2, per_page: 20, total: 21, total_is_lower_bound: false });
      expect(first.data).toHaveLength(20);
      expect(second).toMatchObject({ current_page: 2, total: 21 });
      expect(second.data).toHaveLength(1);
      expect(new Set([...first.data, ...second.data].map((card: Card) => card.id)).size).toBe(21);
    });
  });

  it('answers cards with names, prices and hashtags', async () => {
    const [card] = (await search({ key_word: '古民家' }).expect(200)).body.data.data as Card[];
    expect(card).toMatchObject({
      id: ids.komoro,
      name: '里山の古民家と畑',
      status: '掲載中',
      prefecture: '長野県',
      city: '小諸市',
      sale_price: 3_800_000,
      area: 523.5,
      ground: '畑',
      is_building: true,
      hashtags: [
        { id: 1, name: '古民家' },
        { id: 2, name: '田舎暮らし' },
      ],
      thumb_url: null,
    });
  });

  it('shows the primary photo on the card and every photo on the listing', async () => {
    const picture = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8fae6a' } }).jpeg().toBuffer();
    const upload = (primary: boolean) =>
      request(http)
        .post(`/api/property/edit/${ids.sapporo}/image${primary ? '?thumbnail=true' : ''}`)
        .set(bearer(seller.token))
        .attach('image', picture, { filename: 'hatake.jpg', contentType: 'image/jpeg' })
        .expect(201);
    await upload(false);
    const photos = (await upload(true)).body.data as Array<{ id: string; thumb_url: string }>;
    const [card] = (await search({ key_word: '札幌' }).expect(200)).body.data.data as Array<Card & { thumb_url: string }>;
    expect(card.thumb_url).toBe(photos[0].thumb_url);
    const detail = (await request(http).get(`/api/property/viewdetail/${ids.sapporo}`).expect(200)).body.data;
    expect(detail.images.map((image: { id: string }) => image.id)).toEqual(photos.map((photo) => photo.id));
  });

  it('follows a listing that changes after it was found', async () => {
    const id = await createDraft(http, seller.token, { ...PUBLISHABLE, name: '湖畔の別荘地', prefecture_id: 19, city: '富士河口湖町' });
    await changeStatus(http, seller.token, id, 'published').expect(200);
    expect(await names({ key_word: '湖畔' })).toEqual(['湖畔の別荘地']);

    await request(http).post(`/api/property/edit/${id}`).set(bearer(seller.token)).send({ name: '富士山の見える別荘地' }).expect(200);
    expect(await names({ key_word: '湖畔' })).toEqual([]);
    expect(await names({ key_word: '富士山' })).toEqual(['富士山の見える別荘地']);

    await changeStatus(http, seller.token, id, 'in_negotiation').expect(200);
    expect(((await search({ key_word: '富士山' }).expect(200)).body.data.data as Card[])[0].status).toBe('商談中');
    await changeStatus(http, seller.token, id, 'withdrawn').expect(200);
    expect(await names({ key_word: '富士山' })).toEqual([]);
  });

  describe('search history', () => {
    it('keeps a member’s searches, newest first, and nothing for guests', async () => {
      const member = await signUpMember(app);
      await search({ key_word: '渋谷', min_price: '10,000,000' }, 1, member.token).expect(200);
      app.clock.advance(1000);
      await search({ prefecture_id: 20, sort: 'price_asc' }, 1, member.token).expect(200);
      await search({ key_word: 'ゲスト' }).expect(200);
      const history = (await request(http).get('/api/property/search_history/index').set(bearer(member.token)).expect(200)).body.data;
      expect(history.map((entry: { conditions: object }) => entry.conditions)).toEqual([
        { prefecture_id: 20, sort: 'price_asc' },
        { key_word: '渋谷', min_price: 10_000_000 },
      ]);
      expect((await request(http).get('/api/property/search_history/index').set(bearer(buyer.token)).expect(200)).body.data).toEqual([]);
      await request(http).get('/api/property/search_history/index').expect(401);
      await request(http).get('/api/property/search_history/index').set(bearer(admin)).expect(403);
    });

    it('keeps the last 20 only', async () => {
      const member = await signUpMember(app);
      for (let i = 1; i <= 22; i++) {
        app.clock.advance(1000);
        await search({ min_price: i }, 1, member.token).expect(200);
      }
      const history = (await request(http).get('/api/property/search_history/index').set(bearer(member.token)).expect(200)).body.data;
      expect(history).toHaveLength(20);
      expect(history[0].conditions).toEqual({ min_price: 22 });
      expect(history[19].conditions).toEqual({ min_price: 3 });
    });

    it('is erased when the member withdraws', async () => {
      const member = await signUpMember(app);
      await search({ key_word: '古民家' }, 1, member.token).expect(200);
      const kept = async () =>
        (
          await app.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${ident(app.db.schema)}.property_search_history WHERE user_id = $1`, [
            member.id,
          ])
        ).rows[0].count;
      expect(await kept()).toBe(1);
      await request(http).post('/api/withdraw').set(bearer(member.token)).send({ password: GOOD_PASSWORD }).expect(200);
      expect(await kept()).toBe(0);
    });

    it('treats a stale token on search as a guest', async () => {
      await search({ key_word: '港' }, 1, 'not-a-token').expect(200);
    });
  });

  describe('one listing', () => {
    it('shows a public listing to anyone, with the seller’s nickname and badge status, never personal data', async () => {
      const detail = (await request(http).get(`/api/property/viewdetail/${ids.komoro}`).expect(200)).body.data;
      expect(detail).toMatchObject({
        id: ids.komoro,
        name: '里山の古民家と畑',
        prefecture: '長野県',
        ground: '畑',
        hashtags: [
          { id: 1, name: '古民家' },
          { id: 2, name: '田舎暮らし' },
        ],
        seller: { id: seller.id, nickname: '山の家さがし', identification_verify_status: 3 },
        is_favorite: false,
        status: '掲載中',
      });
      expect(detail).not.toHaveProperty('owner_id');
      expect(detail).not.toHaveProperty('block');
      expect(JSON.stringify(detail)).not.toContain(seller.email);
    });

    it('hides a draft from guests and other members (404), shows it to its owner and admins', async () => {
      await request(http).get(`/api/property/viewdetail/${draftId}`).expect(404);
      await request(http).get(`/api/property/viewdetail/${draftId}`).set(bearer(buyer.token)).expect(404);
      await request(http).get(`/api/property/viewdetail/${draftId}`).set(bearer(seller.token)).expect(200);
      await request(http).get(`/api/property/viewdetail/${draftId}`).set(bearer(admin)).expect(200);
      await request(http).get(`/api/property/info/${draftId}`).expect(404);
      await request(http).get('/api/property/viewdetail/not-an-id').expect(404);
    });

    it('answers the card and a map link', async () => {
      expect((await request(http).get(`/api/property/info/${ids.minato}`).expect(200)).body.data).toMatchObject({ name: '港の見える家', prefecture: '東京都' });
      const access = (await request(http).get(`/api/property/access/${encodeURIComponent('東京都港区芝浦3丁目')}`).expect(200)).body.data;
      expect(access).toEqual({ address: '東京都港区芝浦3丁目', map_url: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent('東京都港区芝浦3丁目')}` });
    });
  });

  describe('favourites', () => {
    it('toggles, lists the newest mark first, and shows on the listing', async () => {
      const member = await signUpMember(app);
      const toggle = (id: string) => request(http).patch(`/api/property/favorite/create/${id}`).set(bearer(member.token));
      expect((await toggle(ids.komoro).expect(200)).body).toMatchObject({ message: 'お気に入りに登録しました。', data: { property_id: ids.komoro, is_favorite: true } });
      app.clock.advance(1000);
      await toggle(ids.shibuya).expect(200);
      const listed = (await request(http).get('/api/property/favorite').set(bearer(member.token)).expect(200)).body.data as Card[];
      expect(listed.map((card) => card.id)).toEqual([ids.shibuya, ids.komoro]);
      expect((await request(http).get(`/api/property/viewdetail/${ids.komoro}`).set(bearer(member.token)).expect(200)).body.data.is_favorite).toBe(true);

      expect((await toggle(ids.komoro).expect(200)).body).toMatchObject({ message: 'お気に入りから外しました。', data: { is_favorite: false } });
      expect(((await request(http).get('/api/property/favorite').set(bearer(member.token)).expect(200)).body.data as Card[]).map((card) => card.id)).toEqual([ids.shibuya]);
    });

    it('is for members only, and not for listings they cannot see', async () => {
      await request(http).patch(`/api/property/favorite/create/${ids.komoro}`).expect(401);
      await request(http).patch(`/api/property/favorite/create/${ids.komoro}`).set(bearer(admin)).expect(403);
      await request(http).patch(`/api/property/favorite/create/${draftId}`).set(bearer(buyer.token)).expect(404);
      await request(http).get('/api/property/favorite').expect(401);
    });
  });

  it('counts searchable listings per region, prefecture, hashtag and land category on the top page', async () => {
    const top = (await request(http).get('/api/top-page').expect(200)).body.data;
    const kanto = top.regions.find((region: { area_id: number }) => region.area_id === 3);
    expect(kanto.prefectures.find((p: { prefecture_id: number }) => p.prefecture_id === 13).count).toBe(2);
    expect(top.hashtags.find((tag: { id: number }) => tag.id === 1)).toEqual({ id: 1, name: '古民家', count: 1 });
    expect(top.grounds.find((ground: { id: number }) => ground.id === 3)).toEqual({ id: 3, name: '畑', count: 2 });
    expect(top.newest.length).toBeGreaterThan(0);
    expect(top.newest.length).toBeLessThanOrEqual(8);
    const landing = (await request(http).get('/api/lp-page').expect(200)).body.data;
    expect(landing.newest.length).toBeLessThanOrEqual(4);
    expect(landing.total).toBeGreaterThanOrEqual(5);
  });
});
