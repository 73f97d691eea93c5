import { ContractPartyRecords, WITHDRAWN_PARTY_NAME, type ContractPartyNames } from '../../application/contracts/contract-party-names.port';
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

  async forgetMember(memberId: string): Promise<void> {
    for (const side of ['seller', 'buyer'] as const) {
      await this.db.query(
        `UPDATE ${this.table}
            SET parties = jsonb_set(parties, '{${side}}', parties->'${side}' || jsonb_build_object('name', $2::text, 'name_kana', NULL, 'address', NULL))
          WHERE parties->'${side}'->>'member_id' = $1`,
        [memberId, WITHDRAWN_PARTY_NAME],
      );
    }
  }

  async get(threadId: string): Promise<ContractPartyNames | null> {
    const { rows } = await this.db.query<{ parties: ContractPartyNames }>(`SELECT parties FROM ${this.table} WHERE thread_id = $1`, [threadId]);
    return rows[0]?.parties ?? null;
  }
}
