import { randomUUID } from 'node:crypto';
import { openDatabase } from '../database/database';
import { migrate } from '../database/migrations';
import { allMigrations } from '../database/all-migrations';
import { PostgresEventStore } from '../event-store/postgres-event-store';

/**
 * Holds the embedded database in DATA_DIR and appends events one by one until it is killed,
 * printing `ready <pid>` once open and `ack <event id>` after each append has been acknowledged.
 */
async function main(): Promise<void> {
  const db = await openDatabase({ dataDir: process.env.DATA_DIR });
  await migrate(db, allMigrations);
  const store = new PostgresEventStore(db);
  process.stdout.write(`ready ${process.pid}\n`);
  const limit = Number(process.env.HOLDER_WRITES ?? 'Infinity');
  for (let n = 0; n < limit; n++) {
    const eventId = randomUUID();
    await store.appendToStream(
      'crash-check',
      [
        {
          event: { type: 'CrashCheckWritten', data: { n } },
          eventId,
          metadata: { actor: { id: 'crash-check', role: 'system' }, correlation_id: eventId, causation_id: eventId, request_id: eventId, schema_version: 1 },
        },
      ],
      'any',
    );
    process.stdout.write(`ack ${eventId}\n`);
  }
  await db.close();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
