import type { Migration } from '../database/migrations';

/**
 * Mail waiting to be sent, written in the same transaction as the change that causes it. Its own
 * table, outside the log: it holds an address and, until sent, a text that may carry a sign-in
 * link. Once a mail is sent or given up, the address and text are erased; the hash of the address,
 * the subject and the attempts stay until the housekeeping deletes the row.
 */
export const mailOutboxMigrations: Migration[] = [
  {
    id: '20261124100000_mail_outbox',
    sql: `
      CREATE TABLE mail_outbox (
        id bigserial PRIMARY KEY,
        recipient text,
        recipient_hash text NOT NULL,
        subject text NOT NULL,
        body text,
        status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL DEFAULT now(),
        last_error text,
        created_at timestamptz NOT NULL DEFAULT now(),
        sent_at timestamptz,
        CHECK (status = 'pending' OR (recipient IS NULL AND body IS NULL))
      );
      CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at) WHERE status = 'pending';
      CREATE INDEX mail_outbox_recipient ON mail_outbox (recipient_hash) WHERE status = 'pending';
    `,
  },
];
