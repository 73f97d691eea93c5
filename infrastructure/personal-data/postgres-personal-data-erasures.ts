import { createHash } from 'node:crypto';
import { PersonalDataErasures, type ScheduledErasure } from '../../application/accounts/personal-data-erasures.port';
import { ident, type Database } from '../database/database';

const sha256 = (text: string) => createHash('sha256').update(text.trim().toLowerCase()).digest('hex');
const SQL_SHA256 = (expression: string) => `encode(sha256(convert_to(lower(btrim(${expression})), 'UTF8')), 'hex')`;

interface ContactDoc {
  user_id?: string | null;
  name?: string;
  email?: string;
  message?: string;
  replies?: Array<{ text?: string }>;
}

/**
 * `personal_data_erasures`, and the copies of a person's values outside the log: the contact
 * messages' read model, mail kept in the development mailbox, and links mailed to their address.
 */
export class PostgresPersonalDataErasures extends PersonalDataErasures {
  constructor(private readonly db: Database) {
    super();
  }

  private table(name: string): string {
    return `${ident(this.db.schema)}.${ident(name)}`;
  }

  async schedule(ownerId: string, email: string | null, dueAt: string): Promise<void> {
    await this.db.query(
      `INSERT INTO ${this.table('personal_data_erasures')} (owner_id, email_sha256, due_at) VALUES ($1, $2, $3)
       ON CONFLICT (owner_id) DO UPDATE SET email_sha256 = coalesce(EXCLUDED.email_sha256, ${this.table('personal_data_erasures')}.email_sha256), due_at = EXCLUDED.due_at`,
      [ownerId, email ? sha256(email) : null, dueAt],
    );
  }

  async due(now: string): Promise<ScheduledErasure[]> {
    const { rows } = await this.db.query<{ owner_id: string; due_at: Date }>(
      `SELECT owner_id, due_at FROM ${this.table('personal_data_erasures')} WHERE due_at <= $1 ORDER BY due_at, owner_id`,
      [now],
    );
    return rows.map((row) => ({ ownerId: row.owner_id, dueAt: new Date(row.due_at).toISOString() }));
  }

  async forget(ownerId: string, replacementName: string): Promise<void> {
    const { rows } = await this.db.query<{ email_sha256: string | null }>(
      `DELETE FROM ${this.table('personal_data_erasures')} WHERE owner_id = $1 RETURNING email_sha256`,
      [ownerId],
    );
    await this.forgetContacts(ownerId, replacementName);
    const emailHash = rows[0]?.email_sha256;
    if (!emailHash) return;
    await this.db.query(`DELETE FROM ${this.table('dev_mailbox')} WHERE ${SQL_SHA256('recipient')} = $1`, [emailHash]);
    await this.db.query(
      `DELETE FROM ${this.table('one_time_tokens')} t
        WHERE EXISTS (SELECT 1 FROM jsonb_each_text(t.payload) AS field WHERE ${SQL_SHA256('field.value')} = $1)`,
      [emailHash],
    );
  }

  /** The read model as a rebuild makes it once the keys are gone: the same fields read as erased. */
  private async forgetContacts(ownerId: string, replacementName: string): Promise<void> {
    const contacts = this.table('rm_contacts');
    const exists = await this.db.query(`SELECT to_regclass($1) AS t`, [`${ident(this.db.schema)}.rm_contacts`]);
    if (!(exists.rows[0] as { t: string | null }).t) return;
    // The owner is a member (their messages) or one message's own key, `contact-<id>` (sent without signing in, or erased on request).
    const { rows } = await this.db.query<{ id: string; doc: ContactDoc }>(
      `SELECT id, doc FROM ${contacts} WHERE doc->>'user_id' = $1 OR 'contact-' || (doc->>'contact_id') = $1`,
      [ownerId],
    );
    for (const { id, doc } of rows) {
      const erased: ContactDoc = {
        ...doc,
        name: replacementName,
        email: '',
        message: '',
        replies: (doc.replies ?? []).map((reply) => ({ ...reply, text: '' })),
      };
      await this.db.query(`UPDATE ${contacts} SET doc = $2 WHERE id = $1`, [id, JSON.stringify(erased)]);
    }
  }
}
