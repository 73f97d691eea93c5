import { openDatabase } from '../database/database';
import { ProjectionRunner } from '../projections/projection-runner';
import { tallyProjector } from './tally.projector';

/**
 * A projector process that kills itself (SIGKILL) inside a batch transaction just before it
 * commits, with the given probability; exits 0 once it has caught up without dying.
 */
async function main(): Promise<void> {
  const probability = Number(process.env.CRASH_PROBABILITY ?? '0.5');
  const db = await openDatabase({ databaseUrl: process.env.DATABASE_URL, schema: process.env.TEST_SCHEMA });
  const runner = new ProjectionRunner(db, [tallyProjector], {
    batchSize: 13,
    beforeCommit: () => {
      if (Math.random() < probability) process.kill(process.pid, 'SIGKILL');
    },
  });
  await runner.catchUp();
  await db.close();
}

void main();
