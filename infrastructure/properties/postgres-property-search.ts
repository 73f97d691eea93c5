import {
  PropertySearchIndex,
  SearchHistoryStore,
  type PropertySearchCriteria,
  type PropertySort,
  type SearchableCounts,
  type SearchCount,
  type SearchConditions,
  type SearchHistoryEntry,
} from '../../application/properties/property-search.port';
import { NOT_IN_HITS, PROPERTY_SEARCH_PROJECTION, type PropertySearchHit } from '../../read-models/properties/property-search.projector';
import { foldForSearch } from '../../read-models/shared/search-text-fold';
import { ident, type Database } from '../database/database';
import { FreshRead } from '../database/fresh-read';
import { changedPosition, gramsColumn, indexedOnlyCondition, readModelTable } from '../projections/projection-runner';

/** Each order is one an index holds, so a page is read in order rather than sorted whole. */
const ORDER: Record<PropertySort, string> = {
  // Searchable listings were all published once, so every one has registered_at.
  newest: 'registered_at DESC, id DESC',
  // An unknown price (-1) or area goes last whichever way they run (see the projector's sort keys).
  price_asc: 'price_low_first, id',
  price_desc: 'price_high_first DESC, id DESC',
  area_asc: 'area, id',
  area_desc: 'area_large_first DESC, id DESC',
};

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

  constructor(private readonly db: Database) {
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
    const where = this.conditions(criteria);
    // The planner cannot tell how many listings hold a word, and walking an index in order while
    // testing each listing for a rare one reads them all. With a keyword the matches are found
    // first (OFFSET 0 keeps that query whole), then the page is taken from them.
    const matching = `SELECT * FROM ${this.table} WHERE ${where.clauses.join(' AND ')}`;
    const notInHits = where.param(NOT_IN_HITS);
    const { rows } = await this.db.query<{ hit: PropertySearchHit }>(
      `SELECT doc - ${notInHits}::text[] AS hit FROM (${criteria.keywords.length > 0 ? `${matching} OFFSET 0` : matching}) AS listing
       ORDER BY ${ORDER[criteria.sort]} LIMIT ${Math.floor(perPage)} OFFSET ${Math.floor((page - 1) * perPage)}`,
      where.params,
    );
    return rows.map((row) => row.hit);
  }

  async count(criteria: PropertySearchCriteria): Promise<number> {
    const where = this.conditions(criteria);
    const { rows } = await this.db.query<{ total: number }>(
      `SELECT count(*)::integer AS total FROM ${this.table} WHERE ${where.clauses.join(' AND ')}`,
      where.params,
    );
    return rows[0].total;
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

  private conditions(criteria: PropertySearchCriteria): Conditions {
    const where = new Conditions();
    where.add(this.searchable);
    const grams = ident(gramsColumn('search_text'));
    for (const keyword of criteria.keywords) {
      const text = foldForSearch(keyword.text);
      // 1-2 characters: the characters and pairs are exact, no LIKE needed; 3+: trigrams, then LIKE.
      const match = [...text].length >= 3 ? `search_text LIKE ${where.param(likePattern(text))}` : `${grams} @> ${where.param([text])}::text[]`;
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
