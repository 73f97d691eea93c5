import { ListingCountsReader, type ListingCounts } from '../../application/side-bar/listing-counts.port';
import { PROPERTY_SEARCH_COLLECTION, SEARCHABLE_STATUS_IDS } from '../../read-models/properties/property-search.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

/** Listings a search finds, counted in one pass over the search read model. */
export class PostgresListingCountsReader extends ListingCountsReader {
  constructor(private readonly db: Database) {
    super();
  }

  async counts(): Promise<ListingCounts> {
    const table = `${ident(this.db.schema)}.${ident(readModelTable({ collection: PROPERTY_SEARCH_COLLECTION }))}`;
    const { rows } = await this.db.query<{ kind: 'prefecture' | 'ground' | 'hashtag'; key: number; count: number }>(
      `WITH found AS (SELECT prefecture_id, ground_id, hashtag_ids FROM ${table} WHERE status_id = ANY($1::int[]))
       SELECT 'prefecture' AS kind, prefecture_id AS key, count(*)::int AS count FROM found WHERE prefecture_id IS NOT NULL GROUP BY prefecture_id
       UNION ALL
       SELECT 'ground', ground_id, count(*)::int FROM found WHERE ground_id IS NOT NULL GROUP BY ground_id
       UNION ALL
       SELECT 'hashtag', tag, count(*)::int FROM found, unnest(hashtag_ids) AS tag GROUP BY tag`,
      [SEARCHABLE_STATUS_IDS],
    );
    const maps = { prefecture: new Map<number, number>(), ground: new Map<number, number>(), hashtag: new Map<number, number>() };
    for (const row of rows) maps[row.kind].set(Number(row.key), Number(row.count));
    return { byPrefecture: maps.prefecture, byGround: maps.ground, byHashtag: maps.hashtag };
  }
}
