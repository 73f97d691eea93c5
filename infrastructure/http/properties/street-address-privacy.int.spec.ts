import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, changeStatus, createDraft, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

/**
 * Street parts no public answer may carry, each distinctive enough not to appear by chance:
 * a zip code, a 町名 with its 番地, and a building. The prefecture (13 東京都) and the city are public.
 */
const STREET = { zipcode1: '107', zipcode2: '0052', block: '赤坂七丁目1-2-3', address: 'グランメゾン赤坂七〇五号室' };
const PRIVATE_TEXTS = ['1-2-3', '七丁目', 'グランメゾン', '七〇五', '107-0052', '1070052', '"0052"'];
const LISTINGS = [
  { ...PUBLISHABLE, ...STREET, name: '赤坂の小さな土地', prefecture_id: 13, city: '港区', ground_id: 1, categories: '6' },
  { ...PUBLISHABLE, zipcode1: '384', zipcode2: '0093', block: '大字山浦字北原1-2-3', address: 'グランメゾン山浦別館七〇五', name: '里山の畑', prefecture_id: 20, city: '小諸市', ground_id: 3, categories: '1' },
];

/** Every private text found anywhere in the answer, raw (escaped or not). */
function leaks(body: string): string[] {
  const decoded = body.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return PRIVATE_TEXTS.filter((text) => body.includes(text) || decoded.includes(text) || decoded.includes(encodeURIComponent(text)));
}

describe.each(storeKinds())('The street address of a listing on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let member: SignedInMember;
  let admin: string;
  let lawyer: string;
  const ids: string[] = [];

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app, { nickname: '赤坂の売主' });
    member = await signUpMember(app, { nickname: '土地さがし' });
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
    for (const listing of LISTINGS) {
      const id = await createDraft(http, seller.token, listing);
      await changeStatus(http, seller.token, id, 'published').expect(200);
      ids.push(id);
    }
    await changeStatus(http, seller.token, ids[1], 'in_negotiation').expect(200);
    for (const id of ids) await request(http).patch(`/api/property/favorite/create/${id}`).set(bearer(member.token)).expect(200);
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  /** Every answer a guest or another member gets with these listings in it, by what it is. */
  async function publicAnswers(): Promise<Array<{ what: string; status: number; body: string }>> {
    const tokens: Array<[string, string | null]> = [
      ['guest', null],
      ['another member', member.token],
      ['a lawyer', lawyer],
    ];
    const calls: Array<[string, (token: string | null) => request.Test]> = [];
    for (const id of ids) {
      calls.push([`detail ${id}`, (token) => withToken(request(http).get(`/api/property/viewdetail/${id}`), token)]);
      calls.push([`card ${id}`, (token) => withToken(request(http).get(`/api/property/info/${id}`), token)]);
      calls.push([`page /property/${id}`, (token) => withToken(request(http).get(`/property/${id}`), token)]);
    }
    const searches: Array<[string, object]> = [
      ['search, no conditions', {}],
      ['search by keyword', { key_word: '土地' }],
      ['region list page (関東)', { area_id: 3 }],
      ['prefecture list page (東京都)', { prefecture_id: 13 }],
      ['hashtag list page', { hashtag_id: 6 }],
      ['land-category list page', { ground_id: 1 }],
      ['search by city', { city: '港区' }],
    ];
    for (const [what, body] of searches) calls.push([what, (token) => withToken(request(http).post('/api/property/search').send(body), token)]);
    calls.push(['top page', (token) => withToken(request(http).get('/api/top-page'), token)]);
    calls.push(['landing page', (token) => withToken(request(http).get('/api/lp-page'), token)]);
    calls.push(['site top (HTML)', (token) => withToken(request(http).get('/'), token)]);

    const answers: Array<{ what: string; status: number; body: string }> = [];
    for (const [role, token] of tokens) {
      for (const [what, call] of calls) {
        const response = await call(token);
        answers.push({ what: `${what} as ${role}`, status: response.status, body: response.text });
      }
    }
    const favourites = await request(http).get('/api/property/favorite').set(bearer(member.token));
    answers.push({ what: 'favourites of another member', status: favourites.status, body: favourites.text });
    return answers;
  }

  it('is in no public answer: detail, cards, search, list pages, top pages, favourites, served pages', async () => {
    const answers = await publicAnswers();
    const found = answers.flatMap((answer) => leaks(answer.body).map((text) => `${answer.what}: ${text}`));
    expect(found).toEqual([]);
    // The sweep saw the listings: they are in the answers, just without their street.
    const detail = answers.find((answer) => answer.what === `detail ${ids[0]} as guest`);
    expect(detail?.status).toBe(200);
    expect(JSON.parse(detail!.body).data).toMatchObject({ name: '赤坂の小さな土地', prefecture_id: 13, prefecture: '東京都', city: '港区' });
    const search = answers.find((answer) => answer.what === 'search, no conditions as guest');
    expect(JSON.parse(search!.body).data.total).toBe(2);
    const favourites = answers.find((answer) => answer.what === 'favourites of another member');
    expect(JSON.parse(favourites!.body).data).toHaveLength(2);
  });

  it('answers a guest and another member without any street field at all', async () => {
    for (const token of [null, member.token, lawyer]) {
      const detail = (await withToken(request(http).get(`/api/property/viewdetail/${ids[0]}`), token).expect(200)).body.data;
      for (const field of ['zipcode1', 'zipcode2', 'block', 'address', 'street_address', 'owner_id']) expect(detail).not.toHaveProperty(field);
      expect(detail.seller).toMatchObject({ id: seller.id, nickname: '赤坂の売主' });
    }
  });

  it('is not found by a search for the street part, so a guessed address cannot be confirmed', async () => {
    for (const key_word of ['1-2-3', '赤坂七丁目', 'グランメゾン', '七〇五']) {
      const found = (await request(http).post('/api/property/search').send({ key_word }).expect(200)).body.data;
      expect({ key_word, total: found.total }).toEqual({ key_word, total: 0 });
    }
    expect((await request(http).post('/api/property/search').send({ key_word: '港区' }).expect(200)).body.data.total).toBe(1);
  });

  it('is given to the seller and to an admin, in a field of its own', async () => {
    for (const token of [seller.token, admin]) {
      const detail = (await request(http).get(`/api/property/viewdetail/${ids[0]}`).set(bearer(token)).expect(200)).body.data;
      expect(detail.street_address).toEqual(STREET);
      expect(detail).toMatchObject({ prefecture: '東京都', city: '港区' });
      expect(detail).not.toHaveProperty('block');
    }
    const own = (await request(http).get(`/api/property/edit/${ids[0]}`).set(bearer(seller.token)).expect(200)).body.data;
    expect(own).toMatchObject(STREET);
  });

  it('is given to an admin acting as the seller, and not to one acting as another member', async () => {
    const actingAs = async (user_id: string) =>
      (await request(http).post('/api/admin/minashi-login').set(bearer(admin)).send({ user_id }).expect(200)).body.data.access_token as string;
    const asSeller = (await request(http).get(`/api/property/viewdetail/${ids[0]}`).set(bearer(await actingAs(seller.id))).expect(200)).body.data;
    expect(asSeller.street_address).toEqual(STREET);
    const asOther = await request(http).get(`/api/property/viewdetail/${ids[0]}`).set(bearer(await actingAs(member.id))).expect(200);
    expect(leaks(asOther.text)).toEqual([]);
  });
});

function withToken(call: request.Test, token: string | null): request.Test {
  return token ? call.set(bearer(token)) : call;
}
