import { DealThreadList, type DealCounters, type DealThreadListItem } from '../../application/deals/deal-thread-list.port';
import { DEAL_STATUSES, ENDED_DEAL_STATUS_IDS, dealStatusById } from '../../domain/deals/deal-thread-status';
import { MEMBERS_COLLECTION } from '../../read-models/accounts/members.projector';
import { DEAL_THREADS_COLLECTION, type DealThreadDocument } from '../../read-models/deals/deal-threads.projector';
import { PROPERTIES_COLLECTION } from '../../read-models/properties/properties.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

/**
 * What a list row needs, taken out of the thread document by the query: the whole document (both
 * parties' unread lists among it) is several times the row, and a member with hundreds of deals
 * paid for reading and parsing all of it.
 */
interface Row {
  id: string;
  property_id: string;
  seller_id: string;
  buyer_id: string;
  status: DealThreadDocument['status'];
  status_id: number;
  last_activity_at: string;
  last_message_preview: string | null;
  midoku_count: number;
  pinned_at: string | null;
  partner_read_up_to: number;
  nickname: string | null;
  partner_status: string | null;
  property_name: string | null;
  sale_price: number | null;
  thumb_image: string | null;
}

/** The other party of deal `t` to the member `$1`. */
const PARTNER = `CASE WHEN t.seller_id = $1 THEN t.buyer_id ELSE t.seller_id END`;

/** The deals of member `$1`, without the ended ones (`$2`) unless they are asked for. */
function memberCondition(includeEnded: boolean): string {
  return `(t.seller_id = $1 OR t.buyer_id = $1)${includeEnded ? '' : ' AND t.status_id <> ALL($2::integer[])'}`;
}

function memberParams(memberId: string, includeEnded: boolean): unknown[] {
  return includeEnded ? [memberId] : [memberId, ENDED_DEAL_STATUS_IDS];
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

  /** `$1` is the member who reads the list. */
  private select(where: string): string {
    const { threads, members, properties } = this.tables;
    return `SELECT t.id, t.property_id, t.seller_id, t.buyer_id, t.doc->>'status' AS status, t.status_id,
                   t.doc->>'last_activity_at' AS last_activity_at, t.doc->>'last_message_preview' AS last_message_preview,
                   coalesce(jsonb_array_length(t.doc->'parties'->$1->'unread'), 0) AS midoku_count,
                   t.doc->'parties'->$1->>'pinned_at' AS pinned_at,
                   coalesce((t.doc->'parties'->(${PARTNER})->>'read_up_to')::integer, 0) AS partner_read_up_to,
                   m.nickname, m.status AS partner_status, p.name AS property_name, p.sale_price, p.thumb_image
              FROM ${threads} t
              LEFT JOIN ${members} m ON m.id = ${PARTNER}
              LEFT JOIN LATERAL (SELECT doc->>'name' AS name, sale_price, doc->>'thumb_image' AS thumb_image FROM ${properties} WHERE id = t.property_id) p ON true
             WHERE ${where}`;
  }

  async forMember(memberId: string, includeEnded: boolean): Promise<DealThreadListItem[]> {
    const { rows } = await this.db.query<Row>(
      `${this.select(memberCondition(includeEnded))}
        ORDER BY (t.doc->'parties'->$1->>'pinned_at') DESC NULLS LAST, t.last_activity_at DESC, t.id`,
      memberParams(memberId, includeEnded),
    );
    return rows.map((row) => toItem(row, memberId));
  }

  /**
   * Each row of the list is read from a deal, its partner and its listing, and each of those rows
   * carries the log position of the last event that changed it: the list is the same as long as
   * the same deals have the same three positions.
   */
  async listVersion(memberId: string, includeEnded: boolean): Promise<string> {
    const { threads, members, properties } = this.tables;
    const { rows } = await this.db.query<{ deals: number; fingerprint: string | null }>(
      `SELECT count(*)::integer AS deals,
              md5(string_agg(t.id || ':' || t.last_position || ':' || coalesce(m.last_position::text, '-') || ':' || coalesce(p.last_position::text, '-'), ',' ORDER BY t.id)) AS fingerprint
         FROM ${threads} t
         LEFT JOIN ${members} m ON m.id = ${PARTNER}
         LEFT JOIN ${properties} p ON p.id = t.property_id
        WHERE ${memberCondition(includeEnded)}`,
      memberParams(memberId, includeEnded),
    );
    return `${rows[0]?.deals ?? 0}:${rows[0]?.fingerprint ?? ''}`;
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
  const role = row.seller_id === viewerId ? 'seller' : 'buyer';
  const status = dealStatusById(row.status_id) ?? row.status;
  return {
    id: row.id,
    property_id: row.property_id,
    role,
    partner_id: role === 'seller' ? row.buyer_id : row.seller_id,
    partner_nickname: row.partner_status === 'withdrawn' ? '退会済み会員' : row.nickname,
    property_name: row.property_name,
    property_price: row.sale_price === null ? null : Number(row.sale_price),
    property_thumb_image: row.thumb_image,
    status_id: row.status_id,
    status_name: DEAL_STATUSES[status].name,
    midoku_count: Number(row.midoku_count),
    partner_read_up_to: Number(row.partner_read_up_to),
    pinned_at: row.pinned_at,
    last_activity_at: row.last_activity_at,
    last_message_preview: row.last_message_preview,
  };
}
