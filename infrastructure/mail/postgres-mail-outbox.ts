import { createHash } from 'node:crypto';
import { MailOutbox } from '../../application/accounts/mail-outbox.port';
import type { MailMessage } from '../../application/accounts/mailer.port';
import { afterCommit } from '../database/ambient-transaction';
import { ident, type Database } from '../database/database';

/** Identifies an address in a sent mail's row without keeping the address. */
export function recipientHash(address: string): string {
  return createHash('sha256').update(address.trim().toLowerCase()).digest('hex');
}

/** The outbox table: a row per mail, written through the caller's transaction when one is open. */
export class PostgresMailOutbox extends MailOutbox {
  private readonly table: string;

  constructor(
    private readonly db: Database,
    /** Tells the worker there is mail, once the rows are visible to it. */
    private readonly onEnqueued: () => void = () => undefined,
  ) {
    super();
    this.table = `${ident(db.schema)}.mail_outbox`;
  }

  async enqueue(message: MailMessage): Promise<void> {
    await this.db.query(`INSERT INTO ${this.table} (recipient, recipient_hash, subject, body) VALUES ($1, $2, $3, $4)`, [
      message.to,
      recipientHash(message.to),
      message.subject,
      message.text,
    ]);
    afterCommit(this.onEnqueued);
  }

  async discardPendingTo(address: string): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE status = 'pending' AND recipient_hash = $1`, [recipientHash(address)]);
  }
}
