import { NewsRecipients } from '../../application/news/news-recipients.port';
import { NOTIFICATION_SETTINGS_COLLECTION } from '../../read-models/notifications/notification-settings.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

/** Open member accounts whose notification settings do not turn news mail off. */
export class PostgresNewsRecipients extends NewsRecipients {
  constructor(private readonly db: Database) {
    super();
  }

  async emails(): Promise<string[]> {
    const schema = ident(this.db.schema);
    const { rows } = await this.db.query<{ email: string }>(
      `SELECT c.email
         FROM ${schema}.credentials c
         LEFT JOIN ${schema}.${ident(readModelTable({ collection: NOTIFICATION_SETTINGS_COLLECTION }))} s ON s.id = c.subject_id
        WHERE c.role = 'member' AND c.status = 'active' AND coalesce(s.news_mail, true)
        ORDER BY c.email`,
    );
    return rows.map((row) => row.email);
  }
}
