import type { Migration } from '../database/migrations';

export const personalDataMigrations: Migration[] = [
  {
    id: '20261124210000_subject_keys',
    sql: `
      -- A data key per person (AES-256-GCM): personal values in events are encrypted with it, and
      -- erasure deletes it. Outside the event log, so the app role may delete rows.
      CREATE TABLE subject_keys (
        subject_id text PRIMARY KEY,
        owner_id text,
        data_key bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX subject_keys_owner ON subject_keys (owner_id);

      -- Erasure requests waiting for their retention period. The address is kept only as its
      -- SHA-256, to find the mail and links sent to it when the erasure is carried out.
      CREATE TABLE personal_data_erasures (
        owner_id text PRIMARY KEY,
        email_sha256 text,
        due_at timestamptz NOT NULL,
        requested_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX personal_data_erasures_due ON personal_data_erasures (due_at);
    `,
  },
];
