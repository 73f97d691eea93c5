import type { Database } from '../infrastructure/database/database';
import { ident } from '../infrastructure/database/database';
import { migrate } from '../infrastructure/database/migrations';
import { allMigrations } from '../infrastructure/database/all-migrations';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner';
import { defaultLogShape, loadEventLog } from './event-log-loader';
import { listingSummaryProjector } from './listing-summary.projector';
import { timedDatabase, type TimeProfile } from './timed-database';

export interface RebuildRun {
  events: number;
  documents: number;
  loadMs: number;
  rebuildMs: number;
  eventsPerSecond: number;
  profile: TimeProfile;
}

/**
 * Loads a log of `events` events into the (empty) schema of `db`, then times a full rebuild of the
 * listing summary projection over it.
 */
export async function measureRebuild(db: Database, events: number): Promise<RebuildRun> {
  await migrate(db, allMigrations);
  const loadStarted = performance.now();
  await loadEventLog(db, defaultLogShape(events));
  await settle(db);
  const loadMs = performance.now() - loadStarted;

  const timed = timedDatabase(db);
  const runner = new ProjectionRunner(timed.db, [listingSummaryProjector]);
  await runner.prepare();
  timed.reset();
  const started = performance.now();
  await runner.rebuild(listingSummaryProjector.name);
  const rebuildMs = performance.now() - started;

  return {
    events: await countRows(db, 'events'),
    documents: await countRows(db, 'rm_bench_listing_summary'),
    loadMs,
    rebuildMs,
    eventsPerSecond: (events / rebuildMs) * 1000,
    profile: timed.profile,
  };
}

/** A log that has been written long ago is vacuumed and analysed; a freshly bulk-loaded one is not. */
async function settle(db: Database): Promise<void> {
  await db.query(`VACUUM (ANALYZE) ${ident(db.schema)}.events`);
}

async function countRows(db: Database, table: string): Promise<number> {
  const result = await db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${ident(db.schema)}.${ident(table)}`);
  return result.rows[0].count;
}
