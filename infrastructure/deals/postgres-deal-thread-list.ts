import { DealThreadList, type DealCounters, type DealThreadListItem } from '../../application/deals/deal-thread-list.port';
import { DEAL_STATUSES, ENDED_DEAL_STATUS_IDS, dealStatusById } from '../../domain/deals/deal-thread-status';
import { MEMBERS_COLLECTION } from '../../read-models/accounts/members.projector';
import { DEAL_THREADS_COLLECTION, type DealThreadDocument } from '../../read-models/deals/deal-threads.projector';
import { PROPERTIES_COLLECTION } from '../../read-models/properties/properties.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

interface Row {
  doc: DealThreadDocument;
  nickname: string | null;
  partner_status: string | null;
  property_name: string | null;
  sale_price: number | null;
  thumb_image: string | null;
}

/** The `deal_threads` read model joined with the partner's nickname and the listing's name and price. */
export class PostgresDealThreadList extends DealThreadList {
  constructor(private readonly db: Database) {
    super();
  }

  private get tables() {
    const schema = ident(this.db.schema);
    const table = (collection: string) => `${schema}.${ident(readModelTable({ collection }))}`;
    return { threads: table(DEAL_THREADS_COLLECTION), members: table(MEMBERS_COLLECTION), properties: table(PROPERTIES_COLLECTION) };
  }

  private select(where: string): string {
    const { threads, members, properties } = this.tables;
    return `SELECT t.doc, m.nickname, m.status AS partner_status, p.doc->>'name' AS property_name, p.sale_price, p.doc->>'thumb_image' AS thumb_image
              FROM ${threads} t
              LEFT JOIN ${members} m ON m.id = CASE WHEN t.seller_id = $1 THEN t.buyer_id ELSE t.seller_id END
              LEFT JOIN ${properties} p ON p.id = t.property_id
             WHERE ${where}`;
  }

  async forMember(memberId: string, includeEnded: boolean): Promise<DealThreadListItem[]> {
    const ended = includeEnded ? '' : ` AND t.status_id <> ALL($2::integer[])`;
    const { rows } = await this.db.query<Row>(
      `${this.select(`(t.seller_id = $1 OR t.buyer_id = $1)${ended}`)}
        ORDER BY (t.doc->'parties'->$1->>'pinned_at') DESC NULLS LAST, t.last_activity_at DESC, t.id`,
      includeEnded ? [memberId] : [memberId, ENDED_DEAL_STATUS_IDS],
    );
    return rows.map((row) => toItem(row, memberId));
  }

  async one(threadId: string, viewerId: string): Promise<DealThreadListItem | null> {
    const { rows } = await this.db.query<Row>(this.select(`t.id = $2 AND (t.seller_id = $1 OR t.buyer_id = $1)`), [viewerId, threadId]);
    return rows[0] ? toItem(rows[0], viewerId) : null;
  }

  async counters(memberId: string): Promise<DealCounters> {
    const { rows } = await this.db.query<{ thread_all: number; message_unread: number }>(
      `SELECT count(*)::integer AS thread_all,
              coalesce(sum(jsonb_array_length(t.doc->'parties'->$1->'unread')), 0)::integer AS message_unread
         FROM ${this.tables.threads} t
        WHERE t.seller_id = $1 OR t.buyer_id = $1`,
      [memberId],
    );
    return { thread_all: Number(rows[0]?.thread_all ?? 0), message_unread: Number(rows[0]?.message_unread ?? 0) };
  }
}

function toItem(row: Row, viewerId: string): DealThreadListItem {
  const thread = row.doc;
  const role = thread.seller_id === viewerId ? 'seller' : 'buyer';
  const party = thread.parties[viewerId];
  const partnerId = role === 'seller' ? thread.buyer_id : thread.seller_id;
  const status = dealStatusById(thread.status_id) ?? thread.status;
  return {
    id: thread.id,
    property_id: thread.property_id,
    role,
    partner_id: partnerId,
    partner_nickname: row.partner_status === 'withdrawn' ? '退会済み会員' : row.nickname,
    property_name: row.property_name,
    property_price: row.sale_price === null ? null : Number(row.sale_price),
    property_thumb_image: row.thumb_image,
    status_id: thread.status_id,
    status_name: DEAL_STATUSES[status].name,
    midoku_count: party?.unread.length ?? 0,
    partner_read_up_to: thread.parties[partnerId]?.read_up_to ?? 0,
    pinned_at: party?.pinned_at ?? null,
    last_activity_at: thread.last_activity_at,
    last_message_preview: thread.last_message_preview,
  };
}
