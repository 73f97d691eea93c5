import { AdminDashboardReader, type AdminWaiting, type DashboardSeriesKey, type WeeklyCountRow } from '../../application/back-office/admin-dashboard.port';
import { VERIFY_STATUS } from '../../domain/identification/identification.events';
import { CONTRACT_STATUSES } from '../../domain/contracts/contract-status';
import { MEMBERS_COLLECTION } from '../../read-models/accounts/members.projector';
import { CONTACTS_COLLECTION } from '../../read-models/contacts/contacts.projector';
import { CONTRACTS_COLLECTION } from '../../read-models/contracts/contracts.projector';
import { DEAL_THREADS_COLLECTION } from '../../read-models/deals/deal-threads.projector';
import { PROPERTIES_COLLECTION } from '../../read-models/properties/properties.projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

/** Which read model dates each series, and by which moment. */
const SOURCES: ReadonlyArray<{ series: DashboardSeriesKey; collection: string; at: string }> = [
  { series: 'members', collection: MEMBERS_COLLECTION, at: 'registered_at' },
  // A listing counts in the week it was first published, however often it came back later.
  { series: 'listings', collection: PROPERTIES_COLLECTION, at: "(doc->>'registered_at')::timestamptz" },
  { series: 'deals', collection: DEAL_THREADS_COLLECTION, at: "(doc->>'opened_at')::timestamptz" },
  { series: 'contracts', collection: CONTRACTS_COLLECTION, at: "(doc->>'concluded_at')::timestamptz" },
  { series: 'contacts', collection: CONTACTS_COLLECTION, at: 'received_at' },
];

/** The dashboard's counts, grouped by week in SQL over the read-model tables. */
export class PostgresAdminDashboardReader extends AdminDashboardReader {
  constructor(private readonly db: Database) {
    super();
  }

  private table(collection: string): string {
    return `${ident(this.db.schema)}.${ident(readModelTable({ collection }))}`;
  }

  async weeklyCounts(since: string): Promise<WeeklyCountRow[]> {
    // Japan keeps no summer time: shifting UTC by nine hours gives its calendar weeks.
    const parts = SOURCES.map(
      ({ series, collection, at }) =>
        `SELECT '${series}' AS series, to_char(date_trunc('week', (${at} AT TIME ZONE 'UTC') + interval '9 hours'), 'YYYY-MM-DD') AS week_start, count(*)::int AS count
           FROM ${this.table(collection)}
          WHERE ${at} >= $1::timestamptz
          GROUP BY 2`,
    );
    const { rows } = await this.db.query<WeeklyCountRow>(parts.join('\nUNION ALL\n'), [since]);
    return rows.map((row) => ({ series: row.series, week_start: row.week_start, count: Number(row.count) }));
  }

  async waiting(): Promise<AdminWaiting> {
    const { rows } = await this.db.query<{ identity_reviews: number; bank_transfers: number; contacts: number }>(
      `SELECT
         (SELECT count(*)::int FROM ${this.table(MEMBERS_COLLECTION)} WHERE status = 'active' AND identification_verify_status = $1) AS identity_reviews,
         (SELECT count(*)::int FROM ${this.table(CONTRACTS_COLLECTION)} WHERE status_id = $2 AND doc->>'payment_method' = 'bank_transfer') AS bank_transfers,
         (SELECT count(*)::int FROM ${this.table(CONTACTS_COLLECTION)} WHERE status = 0) AS contacts`,
      [VERIFY_STATUS.pending, CONTRACT_STATUSES.awaiting_payment.id],
    );
    const row = rows[0];
    return { identity_reviews: Number(row.identity_reviews), bank_transfers: Number(row.bank_transfers), contacts: Number(row.contacts) };
  }
}
