import type { Database } from '../database/database';

/** The audit commands read the chain but never migrate: an auditor's command changes nothing. */
export async function requireHashChain(db: Database): Promise<void> {
  const column = await db.query(
    `SELECT 1 FROM information_schema.columns WHERE table_schema = $1 AND table_name = 'events' AND column_name = 'hash'`,
    [db.schema],
  );
  if (column.rows.length === 0) {
    throw new Error('the event log has no hash chain yet: run `npm run db:migrate` (or start the app) once, then try again');
  }
}
