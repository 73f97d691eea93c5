import type { Migration } from '../database/migrations';
import { PROPERTY_SEARCH_COLLECTION } from '../../read-models/properties/property-search.projector';
import { readModelTable } from '../projections/projection-runner';

const searchTable = readModelTable({ collection: PROPERTY_SEARCH_COLLECTION });

export const propertiesMigrations: Migration[] = [
  {
    id: '20261123000200_property_search_history',
    sql: `
      CREATE TABLE property_search_history (
        id bigserial PRIMARY KEY,
        user_id text NOT NULL,
        conditions jsonb NOT NULL,
        searched_at timestamptz NOT NULL
      );
      CREATE INDEX property_search_history_by_user ON property_search_history (user_id, searched_at DESC);
    `,
  },
  {
    // The search table's indexes over single sort keys and flags, which no search reads (each order
    // walks its composite index): tables made from now on are built without them.
    id: '20261124210000_property_search_unused_indexes',
    sql: ['registered_at', 'price_low_first', 'price_high_first', 'area', 'area_large_first', 'is_building'].map((column) => `DROP INDEX IF EXISTS ${searchTable}_${column}_idx;`).join('\n'),
  },
];
