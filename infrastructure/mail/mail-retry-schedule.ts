/** Waits between attempts when nothing is configured: soon at first, then hourly. */
export const DEFAULT_MAIL_RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000];

/** How long a mail is tried before it is given up as failed. */
export const MAIL_GIVE_UP_AFTER_MS = 3 * 24 * 60 * 60 * 1000;

/**
 * The wait before the next attempt after `attempts` failed ones: the schedule's step for that
 * attempt (its last step once past the end), spread by up to a fifth either way so that mails
 * that failed together do not all come back at the same moment.
 */
export function nextRetryDelayMs(attempts: number, delaysMs: readonly number[], random: () => number = Math.random): number {
  if (delaysMs.length === 0) throw new Error('the retry schedule has no steps');
  const step = delaysMs[Math.min(Math.max(attempts, 1), delaysMs.length) - 1];
  return Math.round(step * (0.8 + 0.4 * random()));
}
