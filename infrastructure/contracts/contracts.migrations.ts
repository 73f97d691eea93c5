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
];
