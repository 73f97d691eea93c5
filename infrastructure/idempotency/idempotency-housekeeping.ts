import type { Database } from '../database/database';
import { PostgresIdempotencyKeys } from './postgres-idempotency-keys';

const HOUR_MS = 60 * 60 * 1000;

/** Drops idempotency keys past their 24 hours, at start and then hourly; the timer never keeps the process alive. */
export function scheduleIdempotencyHousekeeping(db: Database, onError: (error: unknown) => void): () => void {
  const keys = new PostgresIdempotencyKeys(db);
  const run = () => keys.sweep(new Date()).catch(onError);
  void run();
  const timer = setInterval(run, HOUR_MS);
  timer.unref();
  return () => clearInterval(timer);
}
