import type { Database } from '../infrastructure/database/database';
import { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import { ProjectionRunner } from '../infrastructure/projections/projection-runner';
import { listingEvents } from './listing-events';
import { listingSummaryProjector } from './listing-summary.projector';
import { percentile } from './stats';

export interface LagRun {
  samples: number;
  timeouts: number;
  appendsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/**
 * A started runner and a steady stream of single-event appends (as command handlers make them):
 * after each append returns, the time until the read model shows it.
 */
export async function measureLag(
  db: Database,
  options: { appendsPerSecond: number; durationMs: number },
): Promise<LagRun> {
  const store = new PostgresEventStore(db);
  const runner = new ProjectionRunner(db, [listingSummaryProjector]);
  await runner.prepare();
  await runner.catchUp();
  runner.start();
  const lags: number[] = [];
  let timeouts = 0;
  const intervalMs = 1000 / options.appendsPerSecond;
  const total = Math.round((options.durationMs / 1000) * options.appendsPerSecond);
  const started = performance.now();
  const pending: Promise<void>[] = [];
  try {
    for (let i = 0; i < total; i++) {
      await sleepUntil(started + i * intervalMs);
      pending.push(
        appendAndWait(store, runner, `listing-lag${i}`, i).then((lag) => {
          if (lag === null) timeouts += 1;
          else lags.push(lag);
        }),
      );
    }
    await Promise.all(pending);
  } finally {
    await runner.stop();
  }
  const elapsed = performance.now() - started;
  return {
    samples: lags.length,
    timeouts,
    appendsPerSecond: (total / elapsed) * 1000,
    p50Ms: percentile(lags, 50),
    p99Ms: percentile(lags, 99),
    maxMs: percentile(lags, 100),
  };
}

async function appendAndWait(
  store: PostgresEventStore,
  runner: ProjectionRunner,
  streamId: string,
  seed: number,
): Promise<number | null> {
  const [event] = listingEvents(streamId, 0, 1, seed);
  const result = await store.appendToStream(
    streamId,
    [{ event: { type: event.type, data: event.data }, eventId: event.eventId, metadata: event.metadata }],
    'no_stream',
  );
  const appended = performance.now();
  runner.wake();
  const visible = await runner.waitFor(result.lastPosition);
  return visible ? performance.now() - appended : null;
}

function sleepUntil(at: number): Promise<void> {
  const wait = at - performance.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
