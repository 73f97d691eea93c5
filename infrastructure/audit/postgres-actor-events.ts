import { ActorEvents } from '../../application/audit/actor-events.port';
import type { EventMetadata, RecordedEvent } from '../../application/shared/event-store.port';
import { ident, type Database } from '../database/database';
import { openPersonalFields } from '../personal-data/personal-field-codec';
import { PostgresSubjectKeyStore } from '../personal-data/postgres-subject-key-store';

interface ActorEventRow {
  global_position: number;
  transaction_id: number;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

/**
 * Reads a person's events from the log by the actor in their metadata. The log has no index on
 * the actor, so this scans it: fine for an admin's or a member's occasional look at a timeline,
 * and the events table stays as the log's owners shaped it.
 */
export class PostgresActorEvents extends ActorEvents {
  constructor(private readonly db: Database) {
    super();
  }

  async eventsBy(actorId: string, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<ActorEventRow>(
      `SELECT * FROM (
         SELECT global_position, transaction_id, stream_id, stream_version, event_id, type, data, metadata, recorded_at
         FROM ${ident(this.db.schema)}.events
         WHERE (metadata->'actor'->>'id' = $1 OR metadata->'on_behalf_of'->>'id' = $1)
           AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())
         ORDER BY transaction_id DESC, global_position DESC
         LIMIT $2
       ) recent ORDER BY transaction_id, global_position`,
      [actorId, limit],
    );
    // Personal values read as the rest of the log reads them: decrypted, or erased once the key is gone.
    const events: RecordedEvent[] = rows.map((row) => ({
      type: row.type,
      data: row.data,
      metadata: row.metadata,
      eventId: row.event_id,
      streamId: row.stream_id,
      streamVersion: Number(row.stream_version),
      globalPosition: Number(row.global_position),
      transactionId: Number(row.transaction_id),
      recordedAt: row.recorded_at.toISOString(),
    }));
    return openPersonalFields(new PostgresSubjectKeyStore(this.db, this.db.schema), events);
  }
}
