import type { Migration } from '../database/migrations';

/**
 * One row per `Idempotency-Key` a signed-in caller sent: the claim that lets one request run,
 * the fingerprint of what was asked, and the answer once it is known. Rows live 24 hours.
 */
export const idempotencyMigrations: Migration[] = [
  {
    id: '20261124110000_idempotency_keys',
    sql: `
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        idempotency_key text NOT NULL,
        claim_id uuid NOT NULL,
        method text NOT NULL,
        path text NOT NULL,
        fingerprint text NOT NULL,
        owner text,
        status integer,
        answer text,
        created_at timestamptz NOT NULL,
        claimed_at timestamptz NOT NULL,
        PRIMARY KEY (scope, idempotency_key)
      );
      CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);
    `,
  },
];
