import type { Migration } from '../database/migrations';

export const contractsMigrations: Migration[] = [
  {
    id: '20261124000300_contract_parties',
    sql: `
      -- The parties' legal names and addresses as each contract was drafted: personal data, kept beside the log.
      CREATE TABLE contract_parties (
        thread_id text PRIMARY KEY,
        parties jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '20261124150500_contract_events_notice',
    sql: `
      -- A contract's id is its deal's, and its steps show on the same open chat pages: its appends
      -- tell the listening processes too (LISTEN <schema>_deals), as the deal's own do.
      CREATE TRIGGER contract_events_appended AFTER INSERT ON events
        FOR EACH ROW WHEN (NEW.stream_id LIKE 'contract-%') EXECUTE FUNCTION deal_events_notice();
    `,
  },
];
