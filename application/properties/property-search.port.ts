import type { PropertySearchHit } from '../../read-models/properties/property-search.projector';

export type PropertySort = 'newest' | 'price_asc' | 'price_desc' | 'area_asc' | 'area_desc';

/** A search as the index runs it: names already turned into ids, every bound optional. */
export interface PropertySearchCriteria {
  /** Words that must all appear (title, address or description), in the order typed. */
  keywords: readonly KeywordTerm[];
  /** From `area_id` and `prefecture_id` together; null is anywhere. */
  prefectureIds: readonly number[] | null;
  city: string | null;
  minPrice: number | null;
  maxPrice: number | null;
  minArea: number | null;
  maxArea: number | null;
  groundId: number | null;
  hashtagId: number | null;
  isBuilding: boolean | null;
  sort: PropertySort;
}

export interface KeywordTerm {
  text: string;
  /** Prefectures whose name holds the word (長野 → 長野県): a listing there matches too. */
  prefectureIds: readonly number[];
}

/**
 * A search's count is exact up to this many listings; past it the answer says "at least this
 * many". Counting every one of a common word's tens of thousands of listings would read most of
 * the table for each new search, for a figure nobody pages through.
 */
export const SEARCH_COUNT_LIMIT = 1_000;

/** How many listings match: exact, or (`lowerBound`) at least `total`. */
export interface SearchTotal {
  total: number;
  lowerBound: boolean;
}

export interface SearchCount {
  id: number;
  count: number;
}

export interface SearchableCounts {
  total: number;
  prefectures: readonly SearchCount[];
  hashtags: readonly SearchCount[];
  grounds: readonly SearchCount[];
}

/** The listings a search can find, indexed for keywords of any length and every filter. */
export abstract class PropertySearchIndex {
  /**
   * Grows whenever the listings the index holds change, and only then; read after the call began,
   * so an answer read under it is never older than the last change the caller could have seen.
   */
  abstract version(): Promise<number>;
  /** One page of the matching listings, in the criteria's order. */
  abstract page(criteria: PropertySearchCriteria, page: number, perPage: number): Promise<PropertySearchHit[]>;
  /** How many listings match, exact up to `SEARCH_COUNT_LIMIT` (more is reported as at least it). */
  abstract count(criteria: PropertySearchCriteria): Promise<SearchTotal>;
  /** How many searchable listings each prefecture, hashtag and land category has. */
  abstract counts(): Promise<SearchableCounts>;
}

/** A search's conditions as the member gave them (`key_word`, `min_price`…), empty ones left out. */
export type SearchConditions = Record<string, string | number>;

export interface SearchHistoryEntry {
  id: number;
  conditions: SearchConditions;
  searched_at: string;
}

/** A member's recent searches, kept outside the log: it is behaviour, not a change of state. */
export abstract class SearchHistoryStore {
  abstract record(userId: string, conditions: SearchConditions, at: string): Promise<void>;
  abstract recent(userId: string, limit: number): Promise<SearchHistoryEntry[]>;
  /** Forgets every search of a member who withdrew. */
  abstract erase(userId: string): Promise<void>;
}
