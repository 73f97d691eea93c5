import type { Transporter } from 'nodemailer';
import { Mailer, type MailMessage } from '../../application/accounts/mailer.port';
import { ident, type Database } from '../database/database';

export const MAIL_FROM = 'いえとち直売所 <no-reply@ietochi.example>';

export class SmtpMailer extends Mailer {
  private transport: Promise<Transporter> | undefined;

  constructor(private readonly smtpUrl: string) {
    super();
  }

  async send(message: MailMessage): Promise<void> {
    const transport = await this.connection();
    await transport.sendMail({ from: MAIL_FROM, to: message.to, subject: message.subject, text: message.text });
  }

  /** nodemailer is loaded with the first mail, not at start. */
  private connection(): Promise<Transporter> {
    // Bounded waits: the outbox worker retries a slow server later instead of waiting on it for minutes.
    this.transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url: this.smtpUrl, connectionTimeout: 30_000, greetingTimeout: 30_000, socketTimeout: 120_000 }),
    );
    return this.transport;
  }
}

export interface MailboxEntry {
  id: number;
  to: string;
  subject: string;
  text: string;
  sent_at: string;
}

/** Development mail: kept in the database and read at `/dev/mailbox`, so links work without SMTP. */
export class DatabaseMailbox extends Mailer {
  private readonly table: string;

  constructor(private readonly db: Database) {
    super();
    this.table = `${ident(db.schema)}.dev_mailbox`;
  }

  async send(message: MailMessage): Promise<void> {
    await this.db.query(`INSERT INTO ${this.table} (recipient, subject, body) VALUES ($1, $2, $3)`, [message.to, message.subject, message.text]);
  }

  async list(to: string | undefined, limit = 50): Promise<MailboxEntry[]> {
    const { rows } = await this.db.query<{ id: number; recipient: string; subject: string; body: string; sent_at: string | Date }>(
      `SELECT id, recipient, subject, body, sent_at FROM ${this.table}
        WHERE ($1::text IS NULL OR recipient = $1) ORDER BY id DESC LIMIT $2`,
      [to ?? null, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), to: row.recipient, subject: row.subject, text: row.body, sent_at: new Date(row.sent_at).toISOString() }));
  }
}
