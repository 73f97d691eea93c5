import {
  PropertySearchIndex,
  SearchHistoryStore,
  type PropertySearchCriteria,
  type PropertySort,
  SEARCH_COUNT_LIMIT,
  type SearchableCounts,
  type SearchCount,
  type SearchTotal,
  type SearchConditions,
  type SearchHistoryEntry,
} from '../../application/properties/property-search.port';
import { NOT_IN_HITS, PROPERTY_SEARCH_PROJECTION, type PropertySearchHit } from '../../read-models/properties/property-search.projector';
import { foldForSearch } from '../../read-models/shared/search-text-fold';
import { ident, type Database } from '../database/database';
import { FreshRead } from '../database/fresh-read';
import { changedPosition, gramsColumn, indexedOnlyCondition, readModelTable } from '../projections/projection-runner';

/** Each order is one an index holds, so a page is read in order rather than sorted whole. */
const ORDER: Record<PropertySort, readonly (readonly [column: string, direction: 'ASC' | 'DESC'])[]> = {
  // Searchable listings were all published once, so every one has registered_at.
  newest: [
    ['registered_at', 'DESC'],
    ['id', 'DESC'],
  ],
  // An unknown price (-1) or area goes last whichever way they run (see the projector's sort keys).
  price_asc: [
    ['price_low_first', 'ASC'],
    ['id', 'ASC'],
  ],
  price_desc: [
    ['price_high_first', 'DESC'],
    ['id', 'DESC'],
  ],
  area_asc: [
    ['area', 'ASC'],
    ['id', 'ASC'],
  ],
  area_desc: [
    ['area_large_first', 'DESC'],
    ['id', 'DESC'],
  ],
};

function orderBy(sort: PropertySort, table?: string): string {
  return ORDER[sort].map(([column, direction]) => `${table ? `${table}.` : ''}${column} ${direction}`).join(', ');
}

/**
 * How keywords are matched. `indexed`: 1-2 characters through the index of characters and pairs,
 * the way to find every listing holding them. `scanned`: every length by LIKE on the text itself,
 * which a walk along an order's index tests listing by listing without reading the pairs (stored
 * out of line). Both find the same listings: the pairs of a text are exactly its 2-character
 * substrings.
 */
type KeywordMatch = 'indexed' | 'scanned';

/** `%`, `_` and `\` typed by a person are matched as themselves. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** Builds a WHERE clause with numbered parameters. */
class Conditions {
  readonly clauses: string[] = [];
  readonly params: unknown[] = [];

  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  add(clause: string): void {
    this.clauses.push(clause);
  }
}

/**
 * Search over the `property_search` read model. A keyword of 3 or more characters is served by
 * the trigram index and checked with LIKE; 1 or 2 characters by the index of characters and
 * character pairs (`@>`), which is exact for them. Each keyword is one indexable condition, so
 * "in the text or in a prefecture of that name" stays an OR of two index scans. The indexes hold
 * searchable listings only, and every query states that condition in the indexes' own words.
 */
export class PostgresPropertySearchIndex extends PropertySearchIndex {
  private readonly searchable = indexedOnlyCondition(PROPERTY_SEARCH_PROJECTION);
  private readonly checkpoint: FreshRead<number>;

  /** `countLimit`: matches counted one by one before the count says "at least" (smaller in tests). */
  constructor(
    private readonly db: Database,
    private readonly countLimit = SEARCH_COUNT_LIMIT,
  ) {
    super();
    this.checkpoint = new FreshRead(() => changedPosition(this.db, this.db.schema, PROPERTY_SEARCH_PROJECTION.name));
  }

  private get table(): string {
    return `${ident(this.db.schema)}.${ident(readModelTable(PROPERTY_SEARCH_PROJECTION))}`;
  }

  version(): Promise<number> {
    return this.checkpoint.get();
  }

  async page(criteria: PropertySearchCriteria, page: number, perPage: number): Promise<PropertySearchHit[]> {
    const limit = Math.floor(perPage);
    const offset = Math.floor((page - 1) * perPage);
    // The planner cannot tell how many listings hold a word, nor how filters go together (a
    // prefecture and a hashtag, a price and a land area), so the count (asked for beside every
    // page, shared with that call, and cheap since it stops at its limit) decides. Walking an order's index while testing each listing
    // reads about (offset + limit) × searchable ÷ matches listings; finding the matches first reads
    // each match once. A rare word's matches are found first (OFFSET 0 keeps that query whole), a
    // common word's page is walked to; a count past the limit is a common word. A search with no
    // condition is every listing: its page is walked to.
    let findFirst = false;
    if (this.conditions(criteria, 'indexed').clauses.length > 1) {
      const [{ total, lowerBound }, searchable] = await Promise.all([this.count(criteria), this.searchableTotal()]);
      if (!lowerBound && offset >= total) return [];
      findFirst = !lowerBound && (offset + limit) * searchable > total * total;
    }
    const where = this.conditions(criteria, findFirst ? 'indexed' : 'scanned');
    const keys = [...new Set(['id', ...ORDER[criteria.sort].map(([column]) => column)])].join(', ');
    const matching = `SELECT ${keys} FROM ${this.table} WHERE ${where.clauses.join(' AND ')}${findFirst ? ' OFFSET 0' : ''}`;
    const notInHits = where.param(NOT_IN_HITS);
    // The page's ids and sort keys are chosen first; only its listings' documents are then read.
    const { rows } = await this.db.query<{ hit: PropertySearchHit }>(
      `SELECT listing.doc - ${notInHits}::text[] AS hit
       FROM (SELECT * FROM (${matching}) AS matching ORDER BY ${orderBy(criteria.sort)} LIMIT ${limit} OFFSET ${offset}) AS chosen
       JOIN ${this.table} AS listing ON listing.id = chosen.id
       ORDER BY ${orderBy(criteria.sort, 'chosen')}`,
      where.params,
    );
    return rows.map((row) => row.hit);
  }

  /** Concurrent counts of the same conditions (a page's and its answer's) share one query. */
  private readonly countsRunning = new Map<string, Promise<SearchTotal>>();

  count(criteria: PropertySearchCriteria): Promise<SearchTotal> {
    const { sort: _sort, ...conditions } = criteria;
    const key = JSON.stringify(conditions);
    const running = this.countsRunning.get(key);
    if (running) return running;
    const counted = this.countMatching(criteria).finally(() => this.countsRunning.delete(key));
    this.countsRunning.set(key, counted);
    return counted;
  }

  /**
   * Matches are counted up to one past the limit, so a common word stops after about a thousand
   * listings instead of visiting every one of its tens of thousands. With no condition at all
   * the count is every searchable listing, exact and read once per change.
   */
  private async countMatching(criteria: PropertySearchCriteria): Promise<SearchTotal> {
    const where = this.conditions(criteria, 'indexed');
    if (where.clauses.length === 1) return { total: await this.searchableTotal(), lowerBound: false };
    const { rows } = await this.db.query<{ total: number }>(
      `SELECT count(*)::integer AS total FROM (SELECT 1 FROM ${this.table} WHERE ${where.clauses.join(' AND ')} LIMIT ${this.countLimit + 1}) AS matching`,
      where.params,
    );
    const counted = rows[0].total;
    return counted > this.countLimit ? { total: this.countLimit, lowerBound: true } : { total: counted, lowerBound: false };
  }

  private searchableRead: { version: number; total: Promise<number> } | null = null;

  /** Searchable listings, counted again only when they change. */
  private async searchableTotal(): Promise<number> {
    const version = await this.version();
    if (this.searchableRead?.version !== version) {
      const total = this.db
        .query<{ total: number }>(`SELECT count(*)::integer AS total FROM ${this.table} WHERE ${this.searchable}`)
        .then((result) => result.rows[0].total);
      total.catch(() => {
        if (this.searchableRead?.total === total) this.searchableRead = null;
      });
      this.searchableRead = { version, total };
    }
    return this.searchableRead.total;
  }

  async counts(): Promise<SearchableCounts> {
    const grouped = (column: string) =>
      this.db
        .query<SearchCount>(`SELECT ${column} AS id, count(*)::integer AS count FROM ${this.table} WHERE ${this.searchable} AND ${column} IS NOT NULL GROUP BY 1 ORDER BY 1`)
        .then((result) => result.rows);
    const [total, prefectures, grounds, hashtags] = await Promise.all([
      this.db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM ${this.table} WHERE ${this.searchable}`),
      grouped('prefecture_id'),
      grouped('ground_id'),
      this.db
        .query<SearchCount>(
          `SELECT tag AS id, count(*)::integer AS count FROM ${this.table}, unnest(hashtag_ids) AS tag WHERE ${this.searchable} GROUP BY 1 ORDER BY 1`,
        )
        .then((result) => result.rows),
    ]);
    return { total: total.rows[0].total, prefectures, hashtags, grounds };
  }

  private conditions(criteria: PropertySearchCriteria, keywordMatch: KeywordMatch): Conditions {
    const where = new Conditions();
    where.add(this.searchable);
    const grams = ident(gramsColumn('search_text'));
    for (const keyword of criteria.keywords) {
      const text = foldForSearch(keyword.text);
      // 3+ characters: trigrams, then LIKE. 1-2 characters: the index of characters and pairs finds
      // them exactly; LIKE goes first beside it, because where the planner reads the listings
      // through another index and tests each, LIKE reads the text in the row, while the pairs,
      // stored out of line, would be fetched for every listing tested. The two agree on every row.
      const like = `search_text LIKE ${where.param(likePattern(text))}`;
      const match = [...text].length >= 3 || keywordMatch === 'scanned' ? like : `${like} AND ${grams} @> ${where.param([text])}::text[]`;
      where.add(
        keyword.prefectureIds.length > 0 ? `((${match}) OR prefecture_id = ANY(${where.param(keyword.prefectureIds)}::integer[]))` : `(${match})`,
      );
    }
    if (criteria.prefectureIds) where.add(`prefecture_id = ANY(${where.param(criteria.prefectureIds)}::integer[])`);
    if (criteria.city) where.add(`city = ${where.param(criteria.city)}`);
    if (criteria.minPrice !== null) where.add(`sale_price >= ${where.param(criteria.minPrice)}`);
    if (criteria.maxPrice !== null) where.add(`sale_price >= 0 AND sale_price <= ${where.param(criteria.maxPrice)}`);
    if (criteria.minArea !== null) where.add(`area >= ${where.param(criteria.minArea)}`);
    if (criteria.maxArea !== null) where.add(`area <= ${where.param(criteria.maxArea)}`);
    if (criteria.groundId !== null) where.add(`ground_id = ${where.param(criteria.groundId)}`);
    if (criteria.hashtagId !== null) where.add(`hashtag_ids @> ARRAY[${where.param(criteria.hashtagId)}::integer]`);
    if (criteria.isBuilding !== null) where.add(criteria.isBuilding ? 'is_building IS TRUE' : 'is_building IS NOT TRUE');
    return where;
  }
}

/** Search history rows in their own table, the newest `keep` per member kept. */
export class PostgresSearchHistoryStore extends SearchHistoryStore {
  constructor(
    private readonly db: Database,
    private readonly keep: number,
  ) {
    super();
  }

  private get table(): string {
    return `${ident(this.db.schema)}.property_search_history`;
  }

  async record(userId: string, conditions: SearchConditions, at: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${this.table} (user_id, conditions, searched_at) VALUES ($1, $2, $3)`, [userId, JSON.stringify(conditions), at]);
      await tx.query(
        `DELETE FROM ${this.table} WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM ${this.table} WHERE user_id = $1 ORDER BY searched_at DESC, id DESC LIMIT $2)`,
        [userId, this.keep],
      );
    });
  }

  async recent(userId: string, limit: number): Promise<SearchHistoryEntry[]> {
    const { rows } = await this.db.query<{ id: number; conditions: SearchConditions; searched_at: string | Date }>(
      `SELECT id, conditions, searched_at FROM ${this.table} WHERE user_id = $1 ORDER BY searched_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), conditions: row.conditions, searched_at: new Date(row.searched_at).toISOString() }));
  }

  async erase(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE user_id = $1`, [userId]);
  }
}
