import type { PropertySearchHit } from '../../read-models/properties/property-search.projector';
import { CachedPropertySearchIndex } from './cached-property-search-index';
import { PropertySearchIndex, type PropertySearchCriteria, type SearchableCounts, type SearchTotal } from './property-search.port';

/** An index that answers from its version and counts what it is asked. */
class CountingIndex extends PropertySearchIndex {
  current = 1;
  calls: string[] = [];

  version(): Promise<number> {
    return Promise.resolve(this.current);
  }

  page(criteria: PropertySearchCriteria, page: number): Promise<PropertySearchHit[]> {
    this.calls.push(`page ${criteria.sort} ${page}`);
    return Promise.resolve([{ id: `v${this.current}-${criteria.sort}-${page}` } as PropertySearchHit]);
  }

  count(criteria: PropertySearchCriteria): Promise<SearchTotal> {
    this.calls.push(`count ${criteria.sort}`);
    return Promise.resolve({ total: this.current * 100, lowerBound: false });
  }

  counts(): Promise<SearchableCounts> {
    this.calls.push('counts');
    return Promise.resolve({ total: this.current, prefectures: [], hashtags: [], grounds: [] });
  }
}

const criteria = (sort: PropertySearchCriteria['sort'], prefectureIds: number[] | null = [20]): PropertySearchCriteria => ({
  keywords: [{ text: '古民家', prefectureIds: [] }],
  prefectureIds,
  city: null,
  minPrice: null,
  maxPrice: 5_000_000,
  minArea: null,
  maxArea: null,
  groundId: null,
  hashtagId: null,
  isBuilding: null,
  sort,
});

describe('CachedPropertySearchIndex', () => {
  let inner: CountingIndex;
  let index: CachedPropertySearchIndex;

  beforeEach(() => {
    inner = new CountingIndex();
    index = new CachedPropertySearchIndex(inner, { pages: 100, counts: 100 });
  });

  it('reads a page and a count once while the listings stay the same', async () => {
    await index.page(criteria('newest'), 1, 20);
    await index.count(criteria('newest'));
    expect(await index.page(criteria('newest'), 1, 20)).toEqual([{ id: 'v1-newest-1' }]);
    expect(await index.count(criteria('newest'))).toEqual({ total: 100, lowerBound: false });
    expect(inner.calls).toEqual(['page newest 1', 'count newest']);
  });

  it('counts once whatever the sort, but reads each page and order', async () => {
    await index.count(criteria('newest'));
    await index.count(criteria('price_asc'));
    await index.page(criteria('price_asc'), 1, 20);
    await index.page(criteria('price_asc'), 2, 20);
    await index.count(criteria('newest', [13]));
    expect(inner.calls).toEqual(['count newest', 'page price_asc 1', 'page price_asc 2', 'count newest']);
  });

  it('reads everything again once a listing changed', async () => {
    await index.page(criteria('newest'), 1, 20);
    await index.counts();
    inner.current = 2;
    expect(await index.page(criteria('newest'), 1, 20)).toEqual([{ id: 'v2-newest-1' }]);
    expect(await index.count(criteria('newest'))).toEqual({ total: 200, lowerBound: false });
    expect((await index.counts()).total).toBe(2);
    expect(inner.calls).toEqual(['page newest 1', 'counts', 'page newest 1', 'count newest', 'counts']);
  });
});
