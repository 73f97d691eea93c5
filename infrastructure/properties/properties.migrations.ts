import type { Migration } from '../database/migrations';

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
];
