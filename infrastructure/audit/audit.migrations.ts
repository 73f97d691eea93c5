import type { Migration } from '../database/migrations';
import { canonicalConcatSql, canonicalTextSql, GENESIS_HASH } from './event-chain-hash';

/** Lock namespace that serialises appends per schema: the chain needs one event after another. */
export const EVENT_CHAIN_LOCK = 7_346_002;

/** The hash before the first event as a bytea literal. */
const GENESIS_SQL = `'\\x${GENESIS_HASH.toString('hex')}'::pg_catalog.bytea`;

export const auditMigrations: Migration[] = [
  {
    id: '20261124160000_event_hash_chain',
    sql: `
      ALTER TABLE events ADD COLUMN hash bytea;

      -- Events already stored get their chain once, in log order, from the genesis of 32 zero bytes.
      -- The append-only trigger is set aside for this one update, inside the migration's transaction.
      ALTER TABLE events DISABLE TRIGGER events_no_update;
      DO $$
      DECLARE
        previous bytea := '\\x0000000000000000000000000000000000000000000000000000000000000000';
        e record;
      BEGIN
        FOR e IN SELECT * FROM events ORDER BY global_position LOOP
          previous := sha256(previous || convert_to(${canonicalTextSql('e')}, 'UTF8'));
          UPDATE events SET hash = previous WHERE global_position = e.global_position;
        END LOOP;
      END $$;
      ALTER TABLE events ENABLE TRIGGER events_no_update;
      ALTER TABLE events ALTER COLUMN hash SET NOT NULL;

      -- Every append takes the next position and links to the event before it under one lock per
      -- schema, held until the append commits: positions then commit in order, without gaps, and
      -- the chain follows them exactly. Rows earlier in the same statement are visible here, so a
      -- batch chains row after row. Security definer: the app role reaches no table through it.
      CREATE FUNCTION events_chain() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER
        SET search_path FROM CURRENT AS $$
      DECLARE
        last record;
      BEGIN
        PERFORM pg_advisory_xact_lock(${EVENT_CHAIN_LOCK}, hashtext(TG_TABLE_SCHEMA));
        SELECT global_position, hash INTO last FROM events ORDER BY global_position DESC LIMIT 1;
        NEW.global_position := coalesce(last.global_position, 0) + 1;
        NEW.hash := sha256(
          coalesce(last.hash, '\\x0000000000000000000000000000000000000000000000000000000000000000'::bytea)
          || convert_to(${canonicalTextSql('NEW')}, 'UTF8'));
        RETURN NEW;
      END $$;
      CREATE TRIGGER events_chain BEFORE INSERT ON events FOR EACH ROW EXECUTE FUNCTION events_chain();
      -- The position comes from the chain, never from the sequence.
      ALTER TABLE events ALTER COLUMN global_position DROP DEFAULT;
    `,
  },
  {
    id: '20261124210000_events_by_actor',
    sql: `
      -- A member's timeline finds their events by the actor, or the person acted for, in the
      -- metadata: without these the log was scanned whole for each look. Each index is in the
      -- timeline's order, so the newest events of one person are read straight from it.
      CREATE INDEX events_by_actor ON events ((metadata->'actor'->>'id'), transaction_id, global_position);
      CREATE INDEX events_by_represented ON events ((metadata->'on_behalf_of'->>'id'), transaction_id, global_position)
        WHERE metadata ? 'on_behalf_of';
    `,
  },
  {
    id: '20261125060000_event_chain_trigger_as_caller',
    sql: `
      -- The same chain, for less: the trigger runs with the rights of whoever appends, so it grants
      -- nothing and needs no search path of its own (setting one on each call cost the most of its
      -- own time). The table is named with its schema and every function and operator from
      -- pg_catalog, so the caller's search path changes nothing in it. The last event is read and
      -- the next hash computed in one query; the text hashed is the one the first trigger hashed.
      DO $migration$
      BEGIN
        EXECUTE format($function$
          CREATE OR REPLACE FUNCTION events_chain() RETURNS trigger LANGUAGE plpgsql AS $body$
          BEGIN
            PERFORM pg_catalog.pg_advisory_xact_lock(${EVENT_CHAIN_LOCK}, pg_catalog.hashtext(TG_TABLE_SCHEMA));
            SELECT last.global_position OPERATOR(pg_catalog.+) 1,
                pg_catalog.sha256(pg_catalog.byteacat(last.hash, pg_catalog.convert_to(
                  ${canonicalConcatSql('NEW', 'last.global_position OPERATOR(pg_catalog.+) 1')}, 'UTF8')))
              INTO NEW.global_position, NEW.hash
              FROM %1$I.events last ORDER BY last.global_position DESC LIMIT 1;
            IF NOT FOUND THEN
              NEW.global_position := 1;
              NEW.hash := pg_catalog.sha256(pg_catalog.byteacat(${GENESIS_SQL},
                pg_catalog.convert_to(${canonicalConcatSql('NEW', '1')}, 'UTF8')));
            END IF;
            RETURN NEW;
          END $body$
        $function$, current_schema());
      END $migration$;
    `,
  },
  {
    id: '20261206000000_event_chain_links_from_the_appender',
    sql: `
      -- The appending process links each event to the one before it (PostgresEventStore): it knows
      -- the head it last wrote, so an append is one statement with no work of the database's own.
      -- The primary key on the position takes the trigger's place in the turn-taking: one event
      -- can have a position, a second append of it waits for the first one's transaction and fails
      -- once it commits, then links after it. An event given a wrong hash or position by whoever
      -- holds the app role's password is no longer corrected on the way in: audit:verify finds it.
      DROP TRIGGER events_chain ON events;
      DROP FUNCTION events_chain();
    `,
  },
];
