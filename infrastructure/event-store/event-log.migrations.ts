import type { Migration } from '../database/migrations';

export const eventLogMigrations: Migration[] = [
  {
    id: '20261122000100_event_log',
    sql: `
      CREATE TABLE events (
        global_position bigserial PRIMARY KEY,
        transaction_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        stream_id text NOT NULL,
        stream_version integer NOT NULL CHECK (stream_version > 0),
        event_id uuid NOT NULL UNIQUE,
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version)
      );
      CREATE INDEX events_commit_order ON events (transaction_id, global_position);

      -- The log is the audit trail: rows are never changed or removed.
      CREATE FUNCTION events_are_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only (% refused)', TG_OP;
      END $$;
      CREATE TRIGGER events_no_update BEFORE UPDATE OR DELETE ON events
        FOR EACH ROW EXECUTE FUNCTION events_are_append_only();
      CREATE TRIGGER events_no_truncate BEFORE TRUNCATE ON events
        FOR EACH STATEMENT EXECUTE FUNCTION events_are_append_only();
    `,
  },
  {
    id: '20261122000200_projection_checkpoints',
    sql: `
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        version integer NOT NULL,
        last_transaction_id xid8 NOT NULL DEFAULT '0',
        last_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      );
    `,
  },
  {
    id: '20261124000100_deal_events_notice',
    sql: `
      -- Each committed append to a deal tells every listening process (LISTEN <schema>_deals), so
      -- open chat pages follow across processes; a rolled-back append tells no one. Only deal
      -- streams notify: a notification makes commits take turns, which other appends need not pay.
      CREATE FUNCTION deal_events_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify(TG_TABLE_SCHEMA || '_deals', '');
        RETURN NULL;
      END $$;
      CREATE TRIGGER deal_events_appended AFTER INSERT ON events
        FOR EACH ROW WHEN (NEW.stream_id LIKE 'deal-%') EXECUTE FUNCTION deal_events_notice();
    `,
  },
];
