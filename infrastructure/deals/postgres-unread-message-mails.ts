import { UnreadMessageMails, type DueMessageMail } from '../../application/deals/unread-message-mails.port';
import { ENDED_DEAL_STATUS_IDS } from '../../domain/deals/deal-thread-status';
import { DEAL_THREADS_COLLECTION } from '../../read-models/deals/deal-threads.projector';
import { NOTIFICATION_SETTINGS_COLLECTION } from '../../read-models/notifications/notification-settings.projector';
import { PROPERTIES_COLLECTION } from '../../read-models/properties/properties.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

/** Reads the parties' unread messages from the `deal_threads` read model; records mails in `deal_message_mails`. */
export class PostgresUnreadMessageMails extends UnreadMessageMails {
  constructor(private readonly db: Database) {
    super();
  }

  async due(unreadBefore: string, quietSince: string, limit: number): Promise<DueMessageMail[]> {
    const schema = ident(this.db.schema);
    const table = (collection: string) => `${schema}.${ident(readModelTable({ collection }))}`;
    const { rows } = await this.db.query<DueMessageMail & { unread_count: number | string }>(
      `SELECT t.id AS thread_id, p.key AS member_id, pr.doc->>'name' AS property_name, jsonb_array_length(p.value->'unread') AS unread_count
         FROM ${table(DEAL_THREADS_COLLECTION)} t
        CROSS JOIN LATERAL jsonb_each(t.doc->'parties') p
         LEFT JOIN ${table(NOTIFICATION_SETTINGS_COLLECTION)} s ON s.id = p.key
         LEFT JOIN ${table(PROPERTIES_COLLECTION)} pr ON pr.id = t.property_id
         LEFT JOIN ${schema}.deal_message_mails m ON m.thread_id = t.id AND m.member_id = p.key
        WHERE t.status_id <> ALL($4::integer[])
          AND (p.value->'unread'->0->>'posted_at')::timestamptz <= $1::timestamptz
          AND coalesce(s.message_mail, true)
          AND (m.sent_at IS NULL OR (m.sent_at < (p.value->'unread'->0->>'posted_at')::timestamptz AND m.sent_at <= $2::timestamptz))
        ORDER BY t.id, p.key
        LIMIT $3`,
      [unreadBefore, quietSince, limit, ENDED_DEAL_STATUS_IDS],
    );
    return rows.map((row) => ({ ...row, unread_count: Number(row.unread_count) }));
  }

  async claim(threadId: string, memberId: string, now: string, quietSince: string): Promise<boolean> {
    const { rows } = await this.db.query(
      `INSERT INTO ${ident(this.db.schema)}.deal_message_mails AS m (thread_id, member_id, sent_at) VALUES ($1, $2, $3)
       ON CONFLICT (thread_id, member_id) DO UPDATE SET sent_at = excluded.sent_at WHERE m.sent_at <= $4::timestamptz
       RETURNING 1`,
      [threadId, memberId, now, quietSince],
    );
    return rows.length === 1;
  }
}
