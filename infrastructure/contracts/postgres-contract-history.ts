import { ContractHistory, type ContractHistoryItem } from '../../application/contracts/contract-history.port';
import { pageOf, type Page } from '../../application/shared/page';
import { MEMBERS_COLLECTION } from '../../read-models/accounts/members.projector';
import { PROPERTIES_COLLECTION } from '../../read-models/properties/properties.projector';
import { CONTRACTS_COLLECTION, type ContractDocument } from '../../read-models/contracts/contracts.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

interface Row {
  doc: ContractDocument;
  listing_name: string | null;
  nickname: string | null;
  partner_status: string | null;
  total: string;
}

/** The `contracts` read model of one member (either party) joined with the partner's nickname. */
export class PostgresContractHistory extends ContractHistory {
  constructor(private readonly db: Database) {
    super();
  }

  async forMember(memberId: string, page: number, perPage: number): Promise<Page<ContractHistoryItem>> {
    const schema = ident(this.db.schema);
    const contracts = `${schema}.${ident(readModelTable({ collection: CONTRACTS_COLLECTION }))}`;
    const members = `${schema}.${ident(readModelTable({ collection: MEMBERS_COLLECTION }))}`;
    const properties = `${schema}.${ident(readModelTable({ collection: PROPERTIES_COLLECTION }))}`;
    // The total rides along as a window so that a page and its count come from one snapshot.
    const { rows } = await this.db.query<Row>(
      `SELECT c.doc, p.doc->>'name' AS listing_name, m.nickname, m.status AS partner_status, count(*) OVER () AS total
         FROM ${contracts} c
         LEFT JOIN ${members} m ON m.id = CASE WHEN c.seller_id = $1 THEN c.buyer_id ELSE c.seller_id END
         LEFT JOIN ${properties} p ON p.id = c.property_id
        WHERE c.seller_id = $1 OR c.buyer_id = $1
        ORDER BY c.updated_at DESC, c.id
        LIMIT $2 OFFSET $3`,
      [memberId, perPage, (page - 1) * perPage],
    );
    const total = rows[0] ? Number(rows[0].total) : await this.count(contracts, memberId);
    return pageOf(
      rows.map((row) => toItem(row, memberId)),
      total,
      page,
      perPage,
    );
  }

  /** Past the last page the window has no row to carry the total. */
  private async count(contracts: string, memberId: string): Promise<number> {
    const { rows } = await this.db.query<{ total: string }>(`SELECT count(*) AS total FROM ${contracts} WHERE seller_id = $1 OR buyer_id = $1`, [memberId]);
    return Number(rows[0]?.total ?? 0);
  }
}

function toItem(row: Row, viewerId: string): ContractHistoryItem {
  const contract = row.doc;
  const role = contract.seller_id === viewerId ? 'seller' : 'buyer';
  return {
    thread_id: contract.thread_id,
    property_id: contract.property_id,
    // A contract only requested has no drafted name yet: the listing's current one stands in.
    property_name: contract.property_name ?? row.listing_name,
    role,
    partner_id: role === 'seller' ? contract.buyer_id : contract.seller_id,
    partner_nickname: row.partner_status === 'withdrawn' ? '退会済み会員' : row.nickname,
    status_id: contract.status_id,
    status_name: contract.status_name,
    did_pay_management_fee: contract.did_pay_management_fee,
    payment_status: contract.payment_status,
    price: contract.price,
    concluded_at: contract.concluded_at,
    updated_at: contract.updated_at,
  };
}
