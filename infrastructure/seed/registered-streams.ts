import { ident, type Database } from '../database/database';

/**
 * Which of these event streams the log already holds, in one query: a restart's seeding then
 * sends commands only for what is missing instead of reading every stream one by one.
 */
export async function registeredStreams(db: Database, streamIds: readonly string[]): Promise<ReadonlySet<string>> {
  if (streamIds.length === 0) return new Set();
  const result = await db.query<{ stream_id: string }>(
    `SELECT DISTINCT stream_id FROM ${ident(db.schema)}.events WHERE stream_id = ANY($1::text[])`,
    [streamIds],
  );
  return new Set(result.rows.map((row) => row.stream_id));
}
