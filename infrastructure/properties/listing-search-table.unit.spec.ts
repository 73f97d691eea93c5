import fc from 'fast-check';
import type { PropertySearchCriteria, PropertySort, SearchTotal } from '../../application/properties/property-search.port';
import { foldForSearch } from '../../read-models/shared/search-text-fold';
import { ListingSearchTable, type SearchableListing } from './listing-search-table';

const CHARACTERS = ['山', '川', '海', '古', '民', '家', 'あ', 'い', '🏠'];
const CITIES = ['松本市', '上田市', '港町'];
const SORTS: PropertySort[] = ['newest', 'price_asc', 'price_desc', 'area_asc', 'area_desc'];

/** The SQL's meaning of a search, written plainly: what the table must answer. */
function matches(listing: SearchableListing, criteria: PropertySearchCriteria): boolean {
  for (const keyword of criteria.keywords) {
    const inText = listing.searchText.includes(foldForSearch(keyword.text));
    if (!inText && !(listing.prefectureId !== null && keyword.prefectureIds.includes(listing.prefectureId))) return false;
  }
  if (criteria.prefectureIds && (listing.prefectureId === null || !criteria.prefectureIds.includes(listing.prefectureId))) return false;
  if (criteria.city !== null && listing.city !== criteria.city) return false;
  const price = listing.salePrice;
  if (criteria.minPrice !== null && (price === null || price < criteria.minPrice)) return false;
  if (criteria.maxPrice !== null && (price === null || price < 0 || price > criteria.maxPrice)) return false;
  if (criteria.minArea !== null && (listing.area === null || listing.area < criteria.minArea)) return false;
  if (criteria.maxArea !== null && (listing.area === null || listing.area > criteria.maxArea)) return false;
  if (criteria.groundId !== null && listing.groundId !== criteria.groundId) return false;
  if (criteria.hashtagId !== null && !listing.hashtagIds.includes(criteria.hashtagId)) return false;
  if (criteria.isBuilding === true && listing.isBuilding !== true) return false;
  if (criteria.isBuilding === false && listing.isBuilding === true) return false;
  return true;
}

/** ORDER BY of each sort, with SQL's places for NULL (first when descending, last when ascending). */
function sqlOrder(sort: PropertySort): (a: SearchableListing, b: SearchableListing) => number {
  const nullsLast = (x: number | null, y: number | null) => (x === y ? 0 : x === null ? 1 : y === null ? -1 : x - y);
  const byId = (a: SearchableListing, b: SearchableListing) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
  switch (sort) {
    case 'newest':
      return (a, b) => -nullsLast(a.registeredAt, b.registeredAt) || byId(b, a);
    case 'price_asc':
      return (a, b) => a.priceLowFirst - b.priceLowFirst || byId(a, b);
    case 'price_desc':
      return (a, b) => b.priceHighFirst - a.priceHighFirst || byId(b, a);
    case 'area_asc':
      return (a, b) => nullsLast(a.area, b.area) || byId(a, b);
    case 'area_desc':
      return (a, b) => b.areaLargeFirst - a.areaLargeFirst || byId(b, a);
  }
}

function hasCondition(criteria: PropertySearchCriteria): boolean {
  const { sort: _sort, keywords, ...rest } = criteria;
  return keywords.length > 0 || Object.values(rest).some((value) => value !== null);
}

function expectedCount(listings: SearchableListing[], criteria: PropertySearchCriteria, limit: number): SearchTotal {
  const found = listings.filter((listing) => matches(listing, criteria)).length;
  if (!hasCondition(criteria)) return { total: listings.length, lowerBound: false };
  return found > limit ? { total: limit, lowerBound: true } : { total: found, lowerBound: false };
}

function expectedPage(listings: SearchableListing[], criteria: PropertySearchCriteria, offset: number, limit: number): string[] {
  return listings
    .filter((listing) => matches(listing, criteria))
    .sort(sqlOrder(criteria.sort))
    .slice(offset, offset + limit)
    .map((listing) => listing.id);
}

const listingArbitrary = (id: string): fc.Arbitrary<SearchableListing> =>
  fc
    .record({
      prefectureId: fc.option(fc.integer({ min: 1, max: 5 }), { freq: 5 }),
      city: fc.option(fc.constantFrom(...CITIES), { freq: 4 }),
      salePrice: fc.option(fc.oneof(fc.constant(-1), fc.integer({ min: 0, max: 20 }).map((n) => n * 100_000)), { freq: 5 }),
      area: fc.option(fc.integer({ min: 1, max: 50 }).map((n) => n * 10), { freq: 5 }),
      groundId: fc.option(fc.integer({ min: 1, max: 4 }), { freq: 4 }),
      isBuilding: fc.option(fc.boolean(), { freq: 4 }),
      hashtagIds: fc.uniqueArray(fc.integer({ min: 1, max: 6 }), { maxLength: 3 }),
      registeredAt: fc.option(fc.integer({ min: 0, max: 30 }).map((n) => Date.UTC(2026, 0, 1) + n * 60_000), { freq: 20 }),
      searchText: fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 12 }).map((characters) => characters.join('')),
    })
    .map((fields) => {
      const knownPrice = fields.salePrice !== null && fields.salePrice >= 0 ? fields.salePrice : null;
      return {
        id,
        ...fields,
        priceLowFirst: knownPrice ?? Number.MAX_SAFE_INTEGER,
        priceHighFirst: knownPrice ?? -1,
        areaLargeFirst: fields.area ?? -1,
      };
    });

const keywordArbitrary = fc.record({
  text: fc.array(fc.constantFrom(...CHARACTERS), { minLength: 1, maxLength: 3 }).map((characters) => characters.join('')),
  prefectureIds: fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 2 }),
});

const criteriaArbitrary: fc.Arbitrary<PropertySearchCriteria> = fc.record({
  keywords: fc.array(keywordArbitrary, { maxLength: 2 }),
  prefectureIds: fc.option(fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { maxLength: 3 }), { freq: 3 }),
  city: fc.option(fc.constantFrom(...CITIES, '未知村'), { freq: 4 }),
  minPrice: fc.option(fc.integer({ min: 0, max: 20 }).map((n) => n * 100_000), { freq: 4 }),
  maxPrice: fc.option(fc.integer({ min: 0, max: 20 }).map((n) => n * 100_000), { freq: 4 }),
  minArea: fc.option(fc.integer({ min: 1, max: 50 }).map((n) => n * 10), { freq: 5 }),
  maxArea: fc.option(fc.integer({ min: 1, max: 50 }).map((n) => n * 10), { freq: 5 }),
  groundId: fc.option(fc.integer({ min: 1, max: 5 }), { freq: 5 }),
  hashtagId: fc.option(fc.integer({ min: 1, max: 7 }), { freq: 5 }),
  isBuilding: fc.option(fc.boolean(), { freq: 4 }),
  sort: fc.constantFrom(...SORTS),
});

/** A batch of changes: listings put in (new or replacing) and ids taken out, from a pool of `pool` ids. */
const batchArbitrary = (pool: number, maxChanges: number) =>
  fc.record({
    put: fc.uniqueArray(fc.integer({ min: 0, max: pool - 1 }), { maxLength: maxChanges }).chain((numbers) =>
      fc.tuple(...numbers.map((n) => listingArbitrary(`listing-${String(n).padStart(4, '0')}`))),
    ),
    removed: fc.uniqueArray(fc.integer({ min: 0, max: pool - 1 }), { maxLength: Math.ceil(maxChanges / 4) }),
  });

describe('ListingSearchTable', () => {
  it.each([
    ['sorting the few candidates, searched words kept', 10_000, 40, 8, 512],
    ['walking each order, one searched word kept', 0, 40, 8, 1],
    ['many changes at once, sorted afresh', 4, 300, 200, 512],
  ])('answers every page and count as the SQL would, through puts and removals (%s)', (_name, sortCandidates, pool, maxChanges, wordsKept) => {
    fc.assert(
      fc.property(
        fc.array(batchArbitrary(pool, maxChanges), { minLength: 1, maxLength: 5 }),
        fc.array(fc.tuple(criteriaArbitrary, fc.integer({ min: 0, max: 12 }), fc.integer({ min: 1, max: 10 })), { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 1, max: 12 }),
        (batches, searches, limit) => {
          const table = new ListingSearchTable(sortCandidates, wordsKept);
          const held = new Map<string, SearchableListing>();
          for (const batch of batches) {
            const removed = batch.removed.map((n) => `listing-${String(n).padStart(4, '0')}`);
            table.apply(batch.put, removed);
            for (const id of removed) held.delete(id);
            for (const listing of batch.put) held.set(listing.id, listing);
            const listings = [...held.values()];
            expect(table.size).toBe(listings.length);
            for (const [criteria, offset, perPage] of searches) {
              expect(table.page(criteria, offset, perPage)).toEqual(expectedPage(listings, criteria, offset, perPage));
              expect(table.count(criteria, limit)).toEqual(expectedCount(listings, criteria, limit));
            }
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('reads a narrow price or area range from its order and a wide one row by row, with both bounds included', () => {
    const listings: SearchableListing[] = Array.from({ length: 200 }, (_, i) => ({
      id: `listing-${String(i).padStart(4, '0')}`,
      prefectureId: 1,
      city: null,
      salePrice: i % 50 === 7 ? -1 : i % 50 === 8 ? null : i * 100_000,
      area: i % 40 === 3 ? null : i * 10,
      groundId: null,
      isBuilding: null,
      hashtagIds: [],
      registeredAt: i,
      priceLowFirst: i % 50 === 7 || i % 50 === 8 ? Number.MAX_SAFE_INTEGER : i * 100_000,
      priceHighFirst: i % 50 === 7 || i % 50 === 8 ? -1 : i * 100_000,
      areaLargeFirst: i % 40 === 3 ? -1 : i * 10,
      searchText: '',
    }));
    const table = new ListingSearchTable();
    table.apply(listings);
    const none: PropertySearchCriteria = {
      keywords: [], prefectureIds: null, city: null, minPrice: null, maxPrice: null, minArea: null, maxArea: null,
      groundId: null, hashtagId: null, isBuilding: null, sort: 'price_desc',
    };
    for (const range of [
      { maxPrice: 1_000_000 },
      { minPrice: 5_000_000, maxPrice: 5_500_000 },
      { minPrice: 19_000_000 },
      { minPrice: 0 },
      { maxPrice: 15_000_000 },
      { minArea: 100, maxArea: 150 },
      { minArea: 1_900 },
      { maxArea: 30 },
      { minArea: 0 },
      { maxPrice: 3_000_000, minArea: 20, maxArea: 250 },
    ]) {
      const criteria = { ...none, ...range };
      expect(table.page(criteria, 0, 300)).toEqual(expectedPage(listings, criteria, 0, 300));
      expect(table.count(criteria, 1_000)).toEqual(expectedCount(listings, criteria, 1_000));
    }
  });

  it('finds a word of one character repeated only where the text repeats it', () => {
    const base = { prefectureId: null, city: null, salePrice: null, area: null, groundId: null, isBuilding: null, hashtagIds: [], priceLowFirst: 0, priceHighFirst: 0, areaLargeFirst: 0 };
    const listings: SearchableListing[] = [
      { ...base, id: 'one', registeredAt: 1, searchText: '家' },
      { ...base, id: 'apart', registeredAt: 2, searchText: '家と家' },
      { ...base, id: 'two', registeredAt: 3, searchText: '家家' },
      { ...base, id: 'three', registeredAt: 4, searchText: 'ああ家家家' },
    ];
    for (const [sortCandidates, wordsKept] of [[10_000, 512], [0, 1]]) {
      const table = new ListingSearchTable(sortCandidates, wordsKept);
      table.apply(listings);
      for (const text of ['家家', '家家家', 'ああ', '家']) {
        const criteria: PropertySearchCriteria = {
          keywords: [{ text, prefectureIds: [] }], prefectureIds: null, city: null, minPrice: null, maxPrice: null, minArea: null, maxArea: null,
          groundId: null, hashtagId: null, isBuilding: null, sort: 'newest',
        };
        expect(table.page(criteria, 0, 10)).toEqual(expectedPage(listings, criteria, 0, 10));
        expect(table.count(criteria, 10)).toEqual(expectedCount(listings, criteria, 10));
      }
      expect(table.count({ keywords: [{ text: '家家', prefectureIds: [] }], prefectureIds: null, city: null, minPrice: null, maxPrice: null, minArea: null, maxArea: null, groundId: null, hashtagId: null, isBuilding: null, sort: 'newest' }, 10)).toEqual({ total: 2, lowerBound: false });
    }
  });

  it('tallies the listings of each prefecture, hashtag and land category it holds', () => {
    const table = new ListingSearchTable();
    const base = { city: null, salePrice: null, area: null, isBuilding: null, registeredAt: 1, priceLowFirst: 0, priceHighFirst: 0, areaLargeFirst: 0, searchText: '' };
    table.apply([
      { ...base, id: 'a', prefectureId: 20, groundId: 1, hashtagIds: [3, 5] },
      { ...base, id: 'b', prefectureId: 20, groundId: 2, hashtagIds: [5] },
      { ...base, id: 'c', prefectureId: 1, groundId: null, hashtagIds: [] },
    ]);
    table.apply([], ['c']);
    expect(table.counts()).toEqual({
      total: 2,
      prefectures: [{ id: 20, count: 2 }],
      hashtags: [
        { id: 3, count: 1 },
        { id: 5, count: 2 },
      ],
      grounds: [
        { id: 1, count: 1 },
        { id: 2, count: 1 },
      ],
    });
  });
});
