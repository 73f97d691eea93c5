import type { AccountRole } from '../../application/accounts/account-role';
import { CredentialStore, EmailTaken, type Credential } from '../../application/accounts/credential-store.port';
import { ident, type Database } from '../database/database';

const UNIQUE_VIOLATION = '23505';

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;
}

export class PostgresCredentialStore extends CredentialStore {
  private readonly table: string;

  constructor(private readonly db: Database) {
    super();
    this.table = `${ident(db.schema)}.credentials`;
  }

  async findByEmail(role: AccountRole, email: string): Promise<Credential | null> {
    const { rows } = await this.db.query<Credential>(
      `SELECT subject_id, role, email, password_hash, status FROM ${this.table} WHERE role = $1 AND email = $2 AND status = 'active'`,
      [role, email],
    );
    return rows[0] ?? null;
  }

  async get(subjectId: string): Promise<Credential | null> {
    const { rows } = await this.db.query<Credential>(
      `SELECT subject_id, role, email, password_hash, status FROM ${this.table} WHERE subject_id = $1`,
      [subjectId],
    );
    return rows[0] ?? null;
  }

  async create(credential: Omit<Credential, 'status'>): Promise<void> {
    await this.unique(() =>
      this.db.query(`INSERT INTO ${this.table} (subject_id, role, email, password_hash) VALUES ($1, $2, $3, $4)`, [
        credential.subject_id,
        credential.role,
        credential.email,
        credential.password_hash,
      ]),
    );
  }

  async setPassword(subjectId: string, passwordHash: string): Promise<void> {
    await this.db.query(`UPDATE ${this.table} SET password_hash = $2, updated_at = now() WHERE subject_id = $1`, [subjectId, passwordHash]);
  }

  async setEmail(subjectId: string, email: string): Promise<void> {
    await this.unique(() =>
      this.db.query(`UPDATE ${this.table} SET email = $2, updated_at = now() WHERE subject_id = $1`, [subjectId, email]),
    );
  }

  async close(subjectId: string): Promise<void> {
    await this.db.query(`UPDATE ${this.table} SET status = 'closed', email = NULL, updated_at = now() WHERE subject_id = $1`, [subjectId]);
  }

  private async unique(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new EmailTaken();
      throw error;
    }
  }
}
