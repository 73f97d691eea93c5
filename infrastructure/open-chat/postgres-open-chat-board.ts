import { OpenChatBoard, type OpenChatBoardPost } from '../../application/open-chat/open-chat-board.port';
import { MEMBERS_COLLECTION } from '../../read-models/accounts/members.projector';
import { OPEN_CHAT_POSTS_COLLECTION, type OpenChatPostDocument } from '../../read-models/open-chat/open-chat-posts.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

/** The `open_chat_posts` read model joined with each author's nickname and status. */
export class PostgresOpenChatBoard extends OpenChatBoard {
  constructor(private readonly db: Database) {
    super();
  }

  private table(collection: string): string {
    return `${ident(this.db.schema)}.${ident(readModelTable({ collection }))}`;
  }

  async forProperty(propertyId: string): Promise<OpenChatBoardPost[]> {
    const { rows } = await this.db.query<{ doc: OpenChatPostDocument; nickname: string | null; status: string | null }>(
      `SELECT p.doc, m.nickname, m.status
         FROM ${this.table(OPEN_CHAT_POSTS_COLLECTION)} p
         LEFT JOIN ${this.table(MEMBERS_COLLECTION)} m ON m.id = p.doc->>'author_id'
        WHERE p.property_id = $1
        ORDER BY p.posted_at, p.id`,
      [propertyId],
    );
    return rows.map((row) => ({ ...row.doc, author_nickname: row.nickname, author_withdrawn: row.status === 'withdrawn' }));
  }

  async post(postId: string): Promise<OpenChatPostDocument | null> {
    const { rows } = await this.db.query<{ doc: OpenChatPostDocument }>(`SELECT doc FROM ${this.table(OPEN_CHAT_POSTS_COLLECTION)} WHERE id = $1`, [postId]);
    return rows[0]?.doc ?? null;
  }
}
