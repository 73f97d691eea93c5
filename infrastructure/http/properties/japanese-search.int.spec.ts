import request from 'supertest';
import type { App } from 'supertest/types';
import { signUpSeller } from '../../testing/account-fixtures';
import { changeStatus, createDraft, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

/** Listings whose words are written the ways Japanese sellers write them. */
const LISTINGS = [
  { ...PUBLISHABLE, name: '霞ヶ浦を望む平屋', prefecture_id: 8, city: 'かすみがうら市', block: '大字安食' },
  { ...PUBLISHABLE, name: '霞ケ浦の畑', prefecture_id: 8, city: '土浦市', block: '大字沖宿' },
  { ...PUBLISHABLE, name: 'ログハウスと薪小屋', prefecture_id: 20, city: '軽井沢町', block: '大字長倉' },
  { ...PUBLISHABLE, name: 'ひだまりの平屋', prefecture_id: 42, city: '雲仙市', block: '小浜町' },
  { ...PUBLISHABLE, name: 'ヴィラ付きの別荘地', prefecture_id: 9, city: '那須町', block: '大字高久' },
  { ...PUBLISHABLE, name: '広いベランダの家', prefecture_id: 35, city: '萩市', block: '大字椿' },
  { ...PUBLISHABLE, name: '里山の古民家', prefecture_id: 20, city: '小諸市', block: '大字山浦' },
  { ...PUBLISHABLE, name: '海の見える別荘', prefecture_id: 22, city: '熱海市', block: '伊豆山' },
];

describe.each(storeKinds())('Japanese keyword search on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  const names = async (keyword: string) => {
    const response = await request(http).post('/api/property/search').send({ key_word: keyword }).expect(200);
    return (response.body.data.data as Array<{ name: string }>).map((card) => card.name).sort();
  };

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    const seller = await signUpSeller(app);
    for (const listing of LISTINGS) {
      app.clock.advance(60_000);
      const id = await createDraft(http, seller.token, listing);
      await changeStatus(http, seller.token, id, 'published').expect(200);
    }
  });
  afterAll(() => app.dispose());

  it('finds 霞ヶ浦 and 霞ケ浦 by either spelling, and by 霞が浦 and 霞ヵ浦', async () => {
    const both = ['霞ケ浦の畑', '霞ヶ浦を望む平屋'].sort();
    expect(await names('霞ヶ浦')).toEqual(both);
    expect(await names('霞ケ浦')).toEqual(both);
    expect(await names('霞が浦')).toEqual(both);
    expect(await names('霞ヵ浦')).toEqual(both);
    expect(await names('霞ｹ浦')).toEqual(both);
  });

  it('finds katakana by hiragana and half-width kana, and hiragana by katakana', async () => {
    expect(await names('ろぐはうす')).toEqual(['ログハウスと薪小屋']);
    expect(await names('ﾛｸﾞﾊｳｽ')).toEqual(['ログハウスと薪小屋']);
    expect(await names('ログハウス')).toEqual(['ログハウスと薪小屋']);
    expect(await names('ヒダマリ')).toEqual(['ひだまりの平屋']);
    expect(await names('ﾋﾀﾞﾏﾘ')).toEqual(['ひだまりの平屋']);
  });

  it('finds ヴ words by the ブ row and the other way round', async () => {
    expect(await names('ビラ')).toEqual(['ヴィラ付きの別荘地']);
    expect(await names('ヴィラ')).toEqual(['ヴィラ付きの別荘地']);
    expect(await names('ヴェランダ')).toEqual(['広いベランダの家']);
    expect(await names('べらんだ')).toEqual(['広いベランダの家']);
  });

  it('finds kanji by their reading in kana: こみんか finds 古民家, あたみ finds 熱海', async () => {
    expect(await names('こみんか')).toEqual(['里山の古民家']);
    expect(await names('コミンカ')).toEqual(['里山の古民家']);
    expect(await names('ｺﾐﾝｶ')).toEqual(['里山の古民家']);
    expect(await names('あたみ')).toEqual(['海の見える別荘']);
    expect(await names('かすみがうら')).toEqual(['霞ケ浦の畑', '霞ヶ浦を望む平屋'].sort());
    expect(await names('かるいざわ 薪')).toEqual(['ログハウスと薪小屋']);
  });

  it('still finds the kanji as written, and a reading finds nothing it does not name', async () => {
    expect(await names('古民家')).toEqual(['里山の古民家']);
    expect(await names('熱海')).toEqual(['海の見える別荘']);
    expect(await names('ほっかいどう')).toEqual([]);
  });
});
