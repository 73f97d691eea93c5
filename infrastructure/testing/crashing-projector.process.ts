import { openDatabase } from '../database/database';
import { ProjectionRunner } from '../projections/projection-runner';
import { tallyProjector } from './tally.projector';

/**
 * A projector process that kills itself (SIGKILL) inside the transaction of its CRASH_AT_BATCH-th
 * batch, just before that batch commits; without CRASH_AT_BATCH, or once it has caught up before
 * reaching that batch, it exits 0.
 */
async function main(): Promise<void> {
  const crashAt = Number(process.env.CRASH_AT_BATCH ?? 'Infinity');
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: process.env.TEST_SCHEMA });
  let batches = 0;
  const runner = new ProjectionRunner(db, [tallyProjector], {
    batchSize: 13,
    beforeCommit: () => {
      batches++;
      if (batches >= crashAt) process.kill(process.pid, 'SIGKILL');
    },
  });
  await runner.catchUp();
  await db.close();
}

void main();
