import { DealMessageHistory } from '../../application/deals/deal-message-history.port';
import { DEAL_MESSAGES_COLLECTION, type DealMessageDocument } from '../../read-models/deals/deal-messages.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

/** Pages of the `deal_messages` read model, walked backwards along its (thread_id, seq) index. */
export class PostgresDealMessageHistory extends DealMessageHistory {
  constructor(private readonly db: Database) {
    super();
  }

  private get table(): string {
    return `${ident(this.db.schema)}.${ident(readModelTable({ collection: DEAL_MESSAGES_COLLECTION }))}`;
  }

  async message(threadId: string, messageId: string): Promise<DealMessageDocument | null> {
    const { rows } = await this.db.query<{ doc: DealMessageDocument }>(`SELECT doc FROM ${this.table} WHERE id = $1 AND thread_id = $2`, [messageId, threadId]);
    return rows[0]?.doc ?? null;
  }

  async before(threadId: string, beforeSeq: number | null, limit: number): Promise<DealMessageDocument[]> {
    const { rows } = await this.db.query<{ doc: DealMessageDocument }>(
      `SELECT doc FROM ${this.table}
        WHERE thread_id = $1 AND ($2::integer IS NULL OR seq < $2::integer)
        ORDER BY seq DESC LIMIT $3`,
      [threadId, beforeSeq, limit],
    );
    return rows.map((row) => row.doc).reverse();
  }
}
