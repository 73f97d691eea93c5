import type { Mailer } from '../../application/accounts/mailer.port';
import { ident, type Database } from '../database/database';
import { DEFAULT_MAIL_RETRY_DELAYS_MS, MAIL_GIVE_UP_AFTER_MS, nextRetryDelayMs } from './mail-retry-schedule';

export interface MailOutboxWorkerOptions {
  retryDelaysMs?: readonly number[];
  giveUpAfterMs?: number;
  /** Longest sleep between looks at the table: mail written by another process is found by then. */
  pollIntervalMs?: number;
  batchSize?: number;
  /** A claimed mail is not claimed again for this long: longer than any send can take. */
  leaseMs?: number;
  random?: () => number;
  onError?: (error: unknown) => void;
}

interface ClaimedRow {
  id: number;
  recipient: string;
  subject: string;
  body: string;
  attempts: number;
}

/** Errors kept on a row say what went wrong without the addresses a server's answer may quote. */
function describe(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/[^\s<>@]+@[^\s<>@]+/g, '<address>').slice(0, 300);
}

/** A recipient the server refuses for good: trying again for days would change nothing. */
function refusedForGood(error: unknown): boolean {
  const { code, responseCode } = error as { code?: string; responseCode?: number };
  return code === 'EENVELOPE' && typeof responseCode === 'number' && responseCode >= 500;
}

/**
 * Sends the outbox's mail through the Mailer (SMTP or the development mailbox). Each mail is
 * claimed by moving its next attempt past a lease in one short statement that skips rows another
 * process holds, so several API processes never send one mail twice, and no transaction stays
 * open while a mail server is slow. A failed send is retried on the schedule; a mail that has
 * failed for days is given up as failed. Sent or given-up mail loses its address and text.
 */
export class MailOutboxWorker {
  private readonly table: string;
  private readonly retryDelaysMs: readonly number[];
  private readonly giveUpAfterMs: number;
  private readonly pollIntervalMs: number;
  private readonly batchSize: number;
  private readonly leaseMs: number;
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private woken = false;
  private readonly inFlight = new Set<Promise<number>>();

  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly options: MailOutboxWorkerOptions = {},
  ) {
    this.table = `${ident(db.schema)}.mail_outbox`;
    this.retryDelaysMs = options.retryDelaysMs ?? DEFAULT_MAIL_RETRY_DELAYS_MS;
    this.giveUpAfterMs = options.giveUpAfterMs ?? MAIL_GIVE_UP_AFTER_MS;
    this.pollIntervalMs = options.pollIntervalMs ?? 5_000;
    this.batchSize = options.batchSize ?? 20;
    this.leaseMs = options.leaseMs ?? 10 * 60_000;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.runLoop();
  }

  /** Stops looking for mail and waits for a send under way to finish. */
  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    this.loop = null;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Looks at the outbox now rather than at the next poll. */
  wake(): void {
    this.woken = true;
    this.wakeUp?.();
  }

  /**
   * Sends every mail that is due now and waits for sends this process has under way, so a reader
   * of the development mailbox sees the mail of a call that has just answered. Answers how many
   * mails this call tried.
   */
  async drain(): Promise<number> {
    let tried = 0;
    for (;;) {
      const count = await this.pass();
      tried += count;
      if (count === 0) break;
    }
    await Promise.allSettled([...this.inFlight]);
    return tried;
  }

  private async runLoop(): Promise<void> {
    while (this.running) {
      let tried = 0;
      try {
        tried = await this.pass();
      } catch (error) {
        this.options.onError?.(error);
      }
      if (tried === 0 && this.running) await this.sleep(await this.untilNextDue());
    }
  }

  /** Claims one batch of due mail and tries to send each; answers how many were claimed. */
  private pass(): Promise<number> {
    const work = this.claimAndSend();
    this.inFlight.add(work);
    return work.finally(() => this.inFlight.delete(work));
  }

  private async claimAndSend(): Promise<number> {
    const { rows } = await this.db.query<ClaimedRow>(
      `UPDATE ${this.table}
          SET attempts = attempts + 1, next_attempt_at = now() + make_interval(secs => $2::float8)
        WHERE id IN (
          SELECT id FROM ${this.table}
           WHERE status = 'pending' AND next_attempt_at <= now()
           ORDER BY next_attempt_at, id
           LIMIT $1
           FOR UPDATE SKIP LOCKED)
        RETURNING id, recipient, subject, body, attempts`,
      [this.batchSize, this.leaseMs / 1000],
    );
    for (const row of rows.sort((a, b) => Number(a.id) - Number(b.id))) await this.sendOne(row);
    return rows.length;
  }

  private async sendOne(row: ClaimedRow): Promise<void> {
    try {
      await this.mailer.send({ to: row.recipient, subject: row.subject, text: row.body });
    } catch (error) {
      await this.recordFailure(row, error);
      return;
    }
    await this.db.query(
      `UPDATE ${this.table} SET status = 'sent', sent_at = now(), recipient = NULL, body = NULL, last_error = NULL WHERE id = $1`,
      [row.id],
    );
  }

  private async recordFailure(row: ClaimedRow, error: unknown): Promise<void> {
    const delayMs = nextRetryDelayMs(row.attempts, this.retryDelaysMs, this.options.random);
    await this.db.query(
      `UPDATE ${this.table} AS mail
          SET status = CASE WHEN verdict.give_up THEN 'failed' ELSE 'pending' END,
              recipient = CASE WHEN verdict.give_up THEN NULL ELSE mail.recipient END,
              body = CASE WHEN verdict.give_up THEN NULL ELSE mail.body END,
              next_attempt_at = now() + make_interval(secs => $2::float8),
              last_error = $5
         FROM (SELECT id, ($4::boolean OR created_at <= now() - make_interval(secs => $3::float8)) AS give_up
                 FROM ${this.table} WHERE id = $1) AS verdict
        WHERE mail.id = verdict.id`,
      [row.id, delayMs / 1000, this.giveUpAfterMs / 1000, refusedForGood(error), describe(error)],
    );
  }

  /** Until the earliest pending mail is due, at most one poll interval. */
  private async untilNextDue(): Promise<number> {
    try {
      const { rows } = await this.db.query<{ ms: number | null }>(
        `SELECT (extract(epoch FROM min(next_attempt_at) - now()) * 1000)::float8 AS ms FROM ${this.table} WHERE status = 'pending'`,
      );
      const ms = rows[0]?.ms;
      return ms === null || ms === undefined ? this.pollIntervalMs : Math.min(Math.max(ms, 0), this.pollIntervalMs);
    } catch (error) {
      this.options.onError?.(error);
      return this.pollIntervalMs;
    }
  }

  private sleep(ms: number): Promise<void> {
    if (this.woken) {
      this.woken = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = null;
        this.woken = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }
}
