import { ContractPartyRecords, type ContractPartyNames } from '../../application/contracts/contract-party-names.port';
import { ident, type Database } from '../database/database';

/** The `contract_parties` table; a write joins the transaction of the draft's event. */
export class PostgresContractPartyRecords extends ContractPartyRecords {
  constructor(private readonly db: Database) {
    super();
  }

  private get table(): string {
    return `${ident(this.db.schema)}.contract_parties`;
  }

  async put(threadId: string, parties: ContractPartyNames): Promise<void> {
    await this.db.query(`INSERT INTO ${this.table} (thread_id, parties) VALUES ($1, $2)`, [threadId, JSON.stringify(parties)]);
  }

  async get(threadId: string): Promise<ContractPartyNames | null> {
    const { rows } = await this.db.query<{ parties: ContractPartyNames }>(`SELECT parties FROM ${this.table} WHERE thread_id = $1`, [threadId]);
    return rows[0]?.parties ?? null;
  }
}
