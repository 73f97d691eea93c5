import type { AppendResult, EventToAppend, ExpectedVersion } from '../application/shared/event-store.port';
import { ident, type Database } from '../infrastructure/database/database';
import { migrate } from '../infrastructure/database/migrations';
import { allMigrations } from '../infrastructure/database/all-migrations';
import { sealPersonalFields } from '../infrastructure/personal-data/personal-field-codec';
import { PostgresSubjectKeyStore } from '../infrastructure/personal-data/postgres-subject-key-store';

/**
 * The log's appends as they were before the hash chain: the reference a chained append is
 * measured against. Positions come from the sequence and no hash is computed, so appends need not
 * take turns: two group commits are written at once, each gathering the appends that arrive while
 * the others are written, one statement and one commit a group, personal values sealed first as
 * the chained store seals them. Written for the bench alone: no conflicts, no repeated requests.
 */
export class UnchainedEventStore {
  private pending: Array<{ streamId: string; events: readonly EventToAppend[]; expected: number; resolve(result: AppendResult): void; reject(error: unknown): void }> = [];
  private writing = 0;
  private readonly statement: string;

  private constructor(private readonly db: Database) {
    const events = `${ident(db.schema)}.events`;
    this.statement = `
      WITH input AS (
        SELECT * FROM unnest($1::text[], $2::int[], $3::int[], $4::uuid[], $5::text[], $6::jsonb[], $7::jsonb[]) WITH ORDINALITY
          AS i(stream_id, expected, stream_version, event_id, type, data, metadata, ordinality)
      ), current AS (
        SELECT s.stream_id, coalesce((SELECT max(stream_version) FROM ${events} e WHERE e.stream_id = s.stream_id), 0) AS version
        FROM (SELECT DISTINCT stream_id FROM input) s
      )
      INSERT INTO ${events} (stream_id, stream_version, event_id, type, data, metadata)
      SELECT i.stream_id, i.stream_version, i.event_id, i.type, i.data, i.metadata
      FROM input i JOIN current c USING (stream_id)
      WHERE i.expected = c.version
      ORDER BY i.ordinality
      RETURNING global_position`;
  }

  /** The log in `db` as it was before the chain: no hash, positions from the sequence. */
  static async open(db: Database): Promise<UnchainedEventStore> {
    await migrate(db, allMigrations);
    const events = `${ident(db.schema)}.events`;
    await db.script(`
      ALTER TABLE ${events} ALTER COLUMN hash DROP NOT NULL;
      ALTER TABLE ${events} ALTER COLUMN global_position SET DEFAULT nextval('${db.schema}.events_global_position_seq');
    `);
    return new UnchainedEventStore(db);
  }

  async appendToStream(streamId: string, events: readonly EventToAppend[], expectedVersion: ExpectedVersion): Promise<AppendResult> {
    const sealed = await sealPersonalFields(new PostgresSubjectKeyStore(this.db, this.db.schema), events);
    const expected = expectedVersion === 'no_stream' ? 0 : (expectedVersion as number);
    return new Promise<AppendResult>((resolve, reject) => {
      this.pending.push({ streamId, events: sealed, expected, resolve, reject });
      this.flush();
    });
  }

  private flush(): void {
    while (this.writing < 2 && this.pending.length > 0) {
      const group = this.pending;
      this.pending = [];
      this.writing++;
      void this.write(group).finally(() => {
        // As the chained store does: after a group of several, their callers' next appends share a commit.
        const release = () => {
          this.writing--;
          this.flush();
        };
        if (group.length === 1) release();
        else setImmediate(release);
      });
    }
  }

  private async write(group: UnchainedEventStore['pending']): Promise<void> {
    const rows = group.flatMap((append) =>
      append.events.map((e, index) => ({ append, version: append.expected + index + 1, e })),
    );
    try {
      const result = await this.db.query<{ global_position: number }>(
        this.statement,
        [
          rows.map((row) => row.append.streamId),
          rows.map((row) => row.append.expected),
          rows.map((row) => row.version),
          rows.map((row) => row.e.eventId),
          rows.map((row) => row.e.event.type),
          rows.map((row) => JSON.stringify(row.e.event.data)),
          rows.map((row) => JSON.stringify(row.e.metadata)),
        ],
        { name: `append_unchained_${this.db.schema}` },
      );
      if (result.rows.length !== rows.length) throw new Error('an unchained append found its stream moved on');
      let row = 0;
      for (const append of group) {
        row += append.events.length;
        append.resolve({ nextExpectedVersion: append.expected + append.events.length, lastPosition: result.rows[row - 1].global_position });
      }
    } catch (error) {
      group.forEach((append) => append.reject(error));
    }
  }
}
