import type { Migration } from '../database/migrations';

/** What read models need from the database beyond tables: substring search over any script. */
export const readModelMigrations: Migration[] = [
  {
    id: '20261123000100_substring_search',
    sql: `
      CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;

      -- Every character and every pair of neighbouring characters, so that 1- and 2-character
      -- queries (港, 渋谷) find rows through a GIN index; pg_trgm serves 3 and more.
      CREATE FUNCTION text_grams(value text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT gram), '{}')
        FROM (
          SELECT substr(value, i, 1) AS gram FROM generate_series(1, char_length(value)) AS i
          UNION
          SELECT substr(value, i, 2) FROM generate_series(1, char_length(value) - 1) AS i
        ) AS grams
      $$;
    `,
  },
  {
    id: '20261123000300_checkpoint_changed_position',
    sql: `
      -- The position of the last event that changed a read model's documents: answers computed
      -- from a read model stay valid until it moves. Events the projector ignores do not move it.
      ALTER TABLE projection_checkpoints ADD COLUMN changed_position bigint NOT NULL DEFAULT 0;
      UPDATE projection_checkpoints SET changed_position = last_position;
    `,
  },
];
