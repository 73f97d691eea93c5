import type { MailMessage } from './mailer.port';

/**
 * Mail to be sent once the change that causes it commits. Recorded in the caller's unit of work,
 * so a change that rolls back sends nothing, and sent later by a worker that retries while the
 * mail server is away: a mail server that is down never fails the change that caused the mail.
 */
export abstract class MailOutbox {
  abstract enqueue(message: MailMessage): Promise<void>;

  /** Drops mail not yet sent to an address (a member who withdraws), before it goes out. */
  abstract discardPendingTo(address: string): Promise<void>;
}
