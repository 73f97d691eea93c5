import type { Migration } from '../database/migrations';

/**
 * Account data that must not live in the append-only log: credentials (a hash is replaced, an
 * address erased), personal data (erased on withdrawal), one-time mail tokens, sessions and
 * attempt counters. The log records that these changed, never their values.
 */
export const accountsMigrations: Migration[] = [
  {
    id: '20261122100100_accounts',
    sql: `
      CREATE TABLE credentials (
        subject_id text PRIMARY KEY,
        role text NOT NULL CHECK (role IN ('member', 'admin', 'lawyer')),
        email text,
        password_hash text NOT NULL,
        status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'closed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE UNIQUE INDEX credentials_open_email ON credentials (role, email) WHERE status = 'active';

      CREATE TABLE personal_data (
        subject_id text PRIMARY KEY,
        data jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE one_time_tokens (
        token_hash text PRIMARY KEY,
        purpose text NOT NULL,
        payload jsonb NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX one_time_tokens_expiry ON one_time_tokens (expires_at);

      CREATE TABLE auth_sessions (
        session_id uuid PRIMARY KEY,
        subject_id text NOT NULL,
        role text NOT NULL,
        impersonator_id text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        ended_at timestamptz,
        ended_reason text
      );
      CREATE INDEX auth_sessions_subject ON auth_sessions (subject_id) WHERE ended_at IS NULL;

      CREATE TABLE refresh_tokens (
        token_hash text PRIMARY KEY,
        session_id uuid NOT NULL REFERENCES auth_sessions (session_id),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      );
      CREATE INDEX refresh_tokens_session ON refresh_tokens (session_id);

      CREATE TABLE attempt_counters (
        key text NOT NULL,
        window_start timestamptz NOT NULL,
        count integer NOT NULL,
        PRIMARY KEY (key, window_start)
      );

      CREATE TABLE dev_mailbox (
        id bigserial PRIMARY KEY,
        recipient text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      );

      CREATE TABLE server_secrets (
        name text PRIMARY KEY,
        value text NOT NULL
      );
    `,
  },
  {
    // An admin's session as a member depends on the admin's own: it ends when that one does.
    id: '20261124120000_impersonation_parent_session',
    sql: `
      ALTER TABLE auth_sessions ADD COLUMN parent_session_id uuid;
      CREATE INDEX auth_sessions_parent ON auth_sessions (parent_session_id) WHERE parent_session_id IS NOT NULL;
    `,
  },
  {
    // Failed password guesses per account and per account and address: waits grow with them.
    id: '20261124120100_password_guesses',
    sql: `
      CREATE TABLE password_guesses (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        last_failure_at timestamptz NOT NULL
      );
      CREATE INDEX password_guesses_last_failure ON password_guesses (last_failure_at);
    `,
  },
];
