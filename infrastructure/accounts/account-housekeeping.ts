import { ident, type Database } from '../database/database';
import { startPeriodicTask, type PeriodicTask } from '../scheduling/periodic-task';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Forgets what no longer serves anyone: old attempt windows, used or long-expired mail tokens,
 * expired refresh tokens, development mail and the trace of sent mail. Ended sessions are kept for 90 days, since they
 * show who was signed in (and who impersonated whom) when.
 */
export async function sweepAccountRows(db: Database, now: Date = new Date()): Promise<void> {
  const schema = ident(db.schema);
  const ago = (hours: number) => new Date(now.getTime() - hours * HOUR_MS).toISOString();
  await db.query(`DELETE FROM ${schema}.attempt_counters WHERE window_start < $1`, [ago(24)]);
  await db.query(`DELETE FROM ${schema}.password_guesses WHERE last_failure_at < $1`, [ago(24)]);
  await db.query(`DELETE FROM ${schema}.one_time_tokens WHERE expires_at < $1`, [ago(24 * 7)]);
  await db.query(`DELETE FROM ${schema}.refresh_tokens WHERE expires_at < $1`, [now.toISOString()]);
  await db.query(
    `DELETE FROM ${schema}.auth_sessions s WHERE coalesce(s.ended_at, s.expires_at) < $1
       AND NOT EXISTS (SELECT 1 FROM ${schema}.refresh_tokens r WHERE r.session_id = s.session_id)`,
    [ago(24 * 90)],
  );
  await db.query(`DELETE FROM ${schema}.dev_mailbox WHERE sent_at < $1`, [ago(24 * 30)]);
  // Sent and given-up mail has lost its address and text already; its trace goes after 30 days.
  await db.query(`DELETE FROM ${schema}.mail_outbox WHERE status <> 'pending' AND coalesce(sent_at, next_attempt_at) < $1`, [ago(24 * 30)]);
}

/** Sweeps at start and then hourly. */
export function scheduleAccountHousekeeping(db: Database, onError: (error: unknown) => void): PeriodicTask {
  return startPeriodicTask(() => sweepAccountRows(db), HOUR_MS, onError, { runAtStart: true });
}
