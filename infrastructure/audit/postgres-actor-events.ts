import { ActorEvents } from '../../application/audit/actor-events.port';
import type { RecordedEvent } from '../../application/shared/event-store.port';
import { ident, type Database } from '../database/database';
import { COMMIT_HORIZON_SQL } from '../event-store/commit-horizon';
import { toRecorded, type EventRow } from '../event-store/postgres-event-store';
import { openPersonalFields } from '../personal-data/personal-field-codec';
import { PostgresSubjectKeyStore } from '../personal-data/postgres-subject-key-store';

/**
 * The statement that reads the newest `$2` events of the person `$1`, as actor or as the one acted
 * for, committed below the oldest open transaction. Each side walks its index (migration
 * `20261124210000_events_by_actor`) backwards from the horizon and stops after `$2` entries, so
 * the cost follows the page asked for, not the size of the log; an event where the person is both
 * is one row of the union. The horizon is the log readers' (open transactions of other databases
 * on the server do not hold it back), taken once for both sides.
 */
export const actorEventsSql = (schema: string) => {
  const events = `${ident(schema)}.events`;
  return `WITH horizon AS (SELECT ${COMMIT_HORIZON_SQL} AS xid)
     SELECT * FROM (
       SELECT global_position, transaction_id, stream_id, stream_version, event_id, type, data, metadata, recorded_at
       FROM ${events}
       WHERE global_position IN (
         (SELECT global_position FROM ${events}
          WHERE metadata->'actor'->>'id' = $1 AND transaction_id < (SELECT horizon.xid FROM horizon)
          ORDER BY transaction_id DESC, global_position DESC LIMIT $2)
         UNION
         (SELECT global_position FROM ${events}
          WHERE metadata ? 'on_behalf_of' AND metadata->'on_behalf_of'->>'id' = $1
            AND transaction_id < (SELECT horizon.xid FROM horizon)
          ORDER BY transaction_id DESC, global_position DESC LIMIT $2))
       ORDER BY transaction_id DESC, global_position DESC
       LIMIT $2
     ) recent ORDER BY transaction_id, global_position`;
};

/** Reads a person's events from the log by the actor, or the person acted for, in their metadata. */
export class PostgresActorEvents extends ActorEvents {
  constructor(private readonly db: Database) {
    super();
  }

  async eventsBy(actorId: string, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(actorEventsSql(this.db.schema), [actorId, limit]);
    // Personal values read as the rest of the log reads them: decrypted, or erased once the key is gone.
    const events = rows.map((row) => toRecorded(row));
    return openPersonalFields(new PostgresSubjectKeyStore(this.db, this.db.schema), events);
  }
}
