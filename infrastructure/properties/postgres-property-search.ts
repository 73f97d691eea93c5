import {
  PropertySearchIndex,
  SearchHistoryStore,
  type PropertySearchCriteria,
  type PropertySort,
  type SearchableCounts,
  type SearchCount,
  type SearchHistoryEntry,
} from '../../application/properties/property-search.port';
import {
  PROPERTY_SEARCH_COLLECTION,
  SEARCHABLE_STATUS_IDS,
  searchForm,
  type PropertySearchDocument,
} from '../../read-models/properties/property-search.projector';
import { ident, type Database } from '../database/database';
import { gramsColumn, readModelTable } from '../projections/projection-runner';

const ORDER: Record<PropertySort, string> = {
  // Searchable listings were all published once, so every one has registered_at.
  newest: 'registered_at DESC, id DESC',
  // An unknown price (-1) goes last whichever way the prices run.
  price_asc: '(sale_price < 0) ASC, sale_price ASC NULLS LAST, id',
  price_desc: '(sale_price < 0) ASC, sale_price DESC NULLS LAST, id',
  area_asc: 'area ASC NULLS LAST, id',
  area_desc: 'area DESC NULLS LAST, id',
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
 * "in the text or in a prefecture of that name" stays an OR of two index scans.
 */
export class PostgresPropertySearchIndex extends PropertySearchIndex {
  constructor(private readonly db: Database) {
    super();
  }

  private get table(): string {
    return `${ident(this.db.schema)}.${ident(readModelTable({ collection: PROPERTY_SEARCH_COLLECTION }))}`;
  }

  async search(criteria: PropertySearchCriteria, page: number, perPage: number): Promise<{ documents: PropertySearchDocument[]; total: number }> {
    const where = this.conditions(criteria);
    const clause = where.clauses.join(' AND ');
    const [rows, count] = await Promise.all([
      this.db.query<{ doc: PropertySearchDocument }>(
        `SELECT doc FROM ${this.table} WHERE ${clause} ORDER BY ${ORDER[criteria.sort]}
         LIMIT ${Math.floor(perPage)} OFFSET ${Math.floor((page - 1) * perPage)}`,
        where.params,
      ),
      this.db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM ${this.table} WHERE ${clause}`, where.params),
    ]);
    return { documents: rows.rows.map((row) => row.doc), total: count.rows[0].total };
  }

  async counts(): Promise<SearchableCounts> {
    const searchable = `status_id = ANY($1::integer[])`;
    const params = [SEARCHABLE_STATUS_IDS];
    const grouped = (column: string) =>
      this.db
        .query<SearchCount>(`SELECT ${column} AS id, count(*)::integer AS count FROM ${this.table} WHERE ${searchable} AND ${column} IS NOT NULL GROUP BY 1 ORDER BY 1`, params)
        .then((result) => result.rows);
    const [total, prefectures, grounds, hashtags] = await Promise.all([
      this.db.query<{ total: number }>(`SELECT count(*)::integer AS total FROM ${this.table} WHERE ${searchable}`, params),
      grouped('prefecture_id'),
      grouped('ground_id'),
      this.db
        .query<SearchCount>(
          `SELECT tag AS id, count(*)::integer AS count FROM ${this.table}, unnest(hashtag_ids) AS tag WHERE ${searchable} GROUP BY 1 ORDER BY 1`,
          params,
        )
        .then((result) => result.rows),
    ]);
    return { total: total.rows[0].total, prefectures, hashtags, grounds };
  }

  private conditions(criteria: PropertySearchCriteria): Conditions {
    const where = new Conditions();
    where.add(`status_id = ANY(${where.param(SEARCHABLE_STATUS_IDS)}::integer[])`);
    const grams = ident(gramsColumn('search_text'));
    for (const keyword of criteria.keywords) {
      const text = searchForm(keyword.text);
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

  async record(userId: string, conditions: Record<string, unknown>, at: string): Promise<void> {
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
    const { rows } = await this.db.query<{ id: number; conditions: Record<string, unknown>; searched_at: string | Date }>(
      `SELECT id, conditions, searched_at FROM ${this.table} WHERE user_id = $1 ORDER BY searched_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), conditions: row.conditions, searched_at: new Date(row.searched_at).toISOString() }));
  }
}
