import { SearchHistoryStore, type SearchConditions, type SearchHistoryEntry } from '../../application/properties/property-search.port';
import { ident, type Database } from '../database/database';

/** Search history rows in their own table, the newest `keep` per member kept. */
export class PostgresSearchHistoryStore extends SearchHistoryStore {
  constructor(
    private readonly db: Database,
    private readonly keep: number,
  ) {
    super();
  }

  private get table(): string {
    return `${ident(this.db.schema)}.property_search_history`;
  }

  async record(userId: string, conditions: SearchConditions, at: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${this.table} (user_id, conditions, searched_at) VALUES ($1, $2, $3)`, [userId, JSON.stringify(conditions), at]);
      await tx.query(
        `DELETE FROM ${this.table} WHERE user_id = $1 AND id NOT IN (
           SELECT id FROM ${this.table} WHERE user_id = $1 ORDER BY searched_at DESC, id DESC LIMIT $2)`,
        [userId, this.keep],
      );
    });
  }

  async recent(userId: string, limit: number): Promise<SearchHistoryEntry[]> {
    const { rows } = await this.db.query<{ id: number; conditions: SearchConditions; searched_at: string | Date }>(
      `SELECT id, conditions, searched_at FROM ${this.table} WHERE user_id = $1 ORDER BY searched_at DESC, id DESC LIMIT $2`,
      [userId, limit],
    );
    return rows.map((row) => ({ id: Number(row.id), conditions: row.conditions, searched_at: new Date(row.searched_at).toISOString() }));
  }

  async erase(userId: string): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE user_id = $1`, [userId]);
  }
}
