import type { Database } from '../database/database';
import { startPeriodicTask, type PeriodicTask } from '../scheduling/periodic-task';
import { PostgresIdempotencyKeys } from './postgres-idempotency-keys';

const HOUR_MS = 60 * 60 * 1000;

/** Drops idempotency keys past their 24 hours, at start and then hourly. */
export function scheduleIdempotencyHousekeeping(db: Database, onError: (error: unknown) => void): PeriodicTask {
  const keys = new PostgresIdempotencyKeys(db);
  return startPeriodicTask(() => keys.sweep(new Date()), HOUR_MS, onError, { runAtStart: true });
}
