import { canonicalConcatSql, GENESIS_HASH } from '../audit/event-chain-hash';
import { ident, type Database } from '../database/database';

/**
 * Writes rows straight into the log, each at the next position and linked to the one before it
 * over the text the verifier reads back: for tests whose events no append writes (a recorded time
 * at the edges of the calendar or infinite, thousands at once, a log filled in one statement).
 * `rowsSql` selects (stream_id, stream_version, event_id, type, data, metadata, recorded_at) in
 * the order they are to be appended.
 */
export async function insertChainedRows(db: Database, rowsSql: string, params: readonly unknown[] = []): Promise<void> {
  const events = `${ident(db.schema)}.events`;
  await db.transaction(async (tx) => {
    await tx.query(
      `CREATE TEMP TABLE chained_rows ON COMMIT DROP AS
       SELECT row_number() OVER () AS n, r.stream_id::text, r.stream_version::int, r.event_id::uuid, r.type::text,
         r.data::jsonb, r.metadata::jsonb, r.recorded_at::timestamptz, NULL::bigint AS global_position, NULL::bytea AS hash
       FROM (${rowsSql}) AS r(stream_id, stream_version, event_id, type, data, metadata, recorded_at)`,
      params,
    );
    await tx.query('ALTER TABLE chained_rows ADD PRIMARY KEY (n)');
    await tx.query(`DO $$
      DECLARE
        next_position bigint;
        previous bytea;
        r record;
      BEGIN
        SELECT coalesce(max(global_position), 0) INTO next_position FROM ${events};
        SELECT coalesce((SELECT hash FROM ${events} WHERE global_position = next_position), '\\x${GENESIS_HASH.toString('hex')}'::bytea)
          INTO previous;
        FOR r IN SELECT * FROM chained_rows ORDER BY n LOOP
          next_position := next_position + 1;
          previous := sha256(previous || convert_to(${canonicalConcatSql('r', 'next_position')}, 'UTF8'));
          UPDATE chained_rows SET global_position = next_position, hash = previous WHERE n = r.n;
        END LOOP;
      END $$`);
    await tx.query(
      `INSERT INTO ${events} (global_position, stream_id, stream_version, event_id, type, data, metadata, recorded_at, hash)
       SELECT global_position, stream_id, stream_version, event_id, type, data, metadata, recorded_at, hash FROM chained_rows ORDER BY n`,
    );
  });
}
