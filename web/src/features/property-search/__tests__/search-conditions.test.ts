import { describeConditions } from '../lib/describe-conditions';
import { conditionsFromParams, readAmount, readPrice, searchPathFor, stripThousands } from '../lib/search-conditions';
import { readListTarget } from '../lib/list-page-target';

describe('search conditions', () => {
  it('strips thousands separators, full-width digits included', () => {
    expect(stripThousands('1,200,000')).toBe('1200000');
    expect(readAmount('３，０００，０００')).toBe(3_000_000);
    expect(readAmount('12万')).toBeUndefined();
  });

  it('reads prices in whole yen, as typed or as numbers, and nothing else', () => {
    expect(readPrice('1.5億')).toBe(150_000_000);
    expect(readPrice(3_000_000)).toBe(3_000_000);
    expect(readPrice('0.5')).toBeUndefined();
    expect(readPrice('500万くらい')).toBeUndefined();
    expect(readPrice(-1)).toBeUndefined();
  });

  it('reads prices written with 万 and 億 from the address bar', () => {
    expect(conditionsFromParams(new URLSearchParams(`min_price=${encodeURIComponent('500万')}&max_price=${encodeURIComponent('1.5億')}`))).toEqual({
      min_price: 5_000_000,
      max_price: 150_000_000,
    });
  });

  it('reads the address bar into the request body, dropping what cannot be read', () => {
    const params = new URLSearchParams(
      'key_word=%E5%8F%A4%E6%B0%91%E5%AE%B6&area_id=4&prefecture_id=x&min_price=1%2C000%2C000&is_building=0&sort=price_asc&foo=1',
    );
    expect(conditionsFromParams(params)).toEqual({ key_word: '古民家', area_id: 4, min_price: 1_000_000, is_building: 0, sort: 'price_asc' });
  });

  it('writes the conditions back with the page', () => {
    expect(searchPathFor({ key_word: '畑', max_landarea: 500 }, 3)).toBe(
      `/property/search?key_word=${encodeURIComponent('畑')}&max_landarea=500&page=3`,
    );
    expect(searchPathFor({})).toBe('/property/search');
  });

  it('describes a history entry in words', () => {
    const names = { area: () => '中部', prefecture: () => '長野県', ground: () => '畑', hashtag: () => '古民家' };
    expect(describeConditions({ key_word: '古民家', prefecture_id: 20, min_price: 1_000_000, is_building: 1 }, names)).toBe(
      '「古民家」・長野県・1,000,000円〜・建物あり',
    );
    expect(describeConditions({}, names)).toBe('すべての物件');
  });
});

describe('readListTarget', () => {
  it.each([
    [['kanto', undefined], { kind: 'region', regionNameEn: 'kanto', prefectureNameEn: null }],
    [['Chubu', 'Nagano'], { kind: 'region', regionNameEn: 'chubu', prefectureNameEn: 'nagano' }],
    [['Tag12', undefined], { kind: 'hashtag', id: 12 }],
    [['Landmark3', undefined], { kind: 'ground', id: 3 }],
    [['Tag12', 'more'], { kind: 'unknown' }],
    [['関東', undefined], { kind: 'unknown' }],
  ] as const)('reads %j', ([first, second], expected) => {
    expect(readListTarget(first, second)).toEqual(expected);
  });
});
