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
  {
    id: '20261124233000_subject_keys_wrapped',
    sql: `
      -- Keys are stored wrapped with the master key (PERSONAL_DATA_KEY), which the database never
      -- holds: version byte 1, 12-byte IV, the 32-byte key encrypted, 16-byte GCM tag, with the
      -- subject id as associated data. A plain 32-byte key is one an older version stored; the app
      -- wraps those at start. Anything else is refused here rather than read as a key.
      ALTER TABLE subject_keys ADD CONSTRAINT subject_keys_data_key_form CHECK (octet_length(data_key) IN (32, 61));
      COMMENT ON COLUMN subject_keys.data_key IS 'AES-256-GCM wrapped with PERSONAL_DATA_KEY: 0x01 | iv(12) | key(32) | tag(16), AAD subject_id; 32 bytes = a plain key awaiting wrapping at start';
    `,
  },
];
