import { PersonalDataStore, type MemberPersonalData } from '../../application/accounts/personal-data-store.port';
import { ident, type Database } from '../database/database';

export class PostgresPersonalDataStore extends PersonalDataStore {
  private readonly table: string;

  constructor(private readonly db: Database) {
    super();
    this.table = `${ident(db.schema)}.personal_data`;
  }

  async get(subjectId: string): Promise<MemberPersonalData | null> {
    const { rows } = await this.db.query<{ data: MemberPersonalData }>(`SELECT data FROM ${this.table} WHERE subject_id = $1`, [subjectId]);
    return rows[0]?.data ?? null;
  }

  async put(subjectId: string, data: MemberPersonalData): Promise<void> {
    await this.db.query(
      `INSERT INTO ${this.table} (subject_id, data) VALUES ($1, $2)
       ON CONFLICT (subject_id) DO UPDATE SET data = EXCLUDED.data, updated_at = now()`,
      [subjectId, JSON.stringify(data)],
    );
  }

  async erase(subjectId: string): Promise<void> {
    await this.db.query(`DELETE FROM ${this.table} WHERE subject_id = $1`, [subjectId]);
  }
}
