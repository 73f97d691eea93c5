import type { PropertySearchHit } from '../../read-models/properties/property-search.projector';
import { VersionedCache } from '../shared/versioned-cache';
import { PropertySearchIndex, type PropertySearchCriteria, type SearchableCounts, type SearchTotal } from './property-search.port';

export interface SearchCacheLimits {
  /** Pages of results kept; a page holds up to 20 listings of about 0.5 kB each. */
  pages: number;
  /** Match counts kept, one per set of conditions whatever the sort and page. */
  counts: number;
}

/** About 20 MB of pages at most. */
export const SEARCH_CACHE_LIMITS: SearchCacheLimits = { pages: 2_000, counts: 5_000 };

/**
 * The search index with its answers kept until a listing changes: people run the same searches
 * (a prefecture, 古民家, the newest) again and again, and each answer is read from the database
 * once per change of the listings. `version()` is read for every call, so a listing changed
 * before a search began is always in its answer.
 */
export class CachedPropertySearchIndex extends PropertySearchIndex {
  private readonly pages: VersionedCache<PropertySearchHit[]>;
  private readonly totals: VersionedCache<SearchTotal>;
  private readonly tallies = new VersionedCache<SearchableCounts>(1);

  constructor(
    private readonly index: PropertySearchIndex,
    limits: SearchCacheLimits,
  ) {
    super();
    this.pages = new VersionedCache(limits.pages);
    this.totals = new VersionedCache(limits.counts);
  }

  version(): Promise<number> {
    return this.index.version();
  }

  async page(criteria: PropertySearchCriteria, page: number, perPage: number): Promise<PropertySearchHit[]> {
    const version = await this.index.version();
    return this.pages.get(version, JSON.stringify([criteria, page, perPage]), () => this.index.page(criteria, page, perPage));
  }

  async count(criteria: PropertySearchCriteria): Promise<SearchTotal> {
    const version = await this.index.version();
    const { sort: _sort, ...conditions } = criteria;
    return this.totals.get(version, JSON.stringify(conditions), () => this.index.count(criteria));
  }

  async counts(): Promise<SearchableCounts> {
    const version = await this.index.version();
    return this.tallies.get(version, 'all', () => this.index.counts());
  }
}
