import type { Event } from '@event-driven-io/emmett';
import type { PostgresEventStore as EmmettStore } from '@event-driven-io/emmett-postgresql';
import type { EventStore } from '../application/shared/event-store.port';
import { listingEvents, type BenchEvent } from './listing-events';

/** Something that appends events to a stream with an exact expected version (0 = new stream). */
export interface AppendTarget {
  readonly name: string;
  append(streamId: string, events: readonly BenchEvent[], expectedVersion: number): Promise<void>;
}

export interface AppendWorkload {
  readonly name: string;
  readonly eventsPerAppend: number;
  /** A writer moves on to a new stream after this many appends. */
  readonly appendsPerStream: number;
}

export const singleEventWorkload: AppendWorkload = { name: 'single event', eventsPerAppend: 1, appendsPerStream: 20 };
export const batchWorkload: AppendWorkload = { name: 'batch of 100', eventsPerAppend: 100, appendsPerStream: 5 };

export interface AppendRun {
  events: number;
  elapsedMs: number;
  eventsPerSecond: number;
}

export function ourTarget(store: Pick<EventStore, 'appendToStream'>): AppendTarget {
  return {
    name: 'ours',
    async append(streamId, events, expectedVersion) {
      await store.appendToStream(
        streamId,
        events.map((e) => ({ event: { type: e.type, data: e.data }, eventId: e.eventId, metadata: e.metadata })),
        expectedVersion === 0 ? 'no_stream' : expectedVersion,
      );
    },
  };
}

type EmmettEvent = Event<string, Record<string, unknown>, Record<string, unknown>>;

export function emmettTarget(store: EmmettStore): AppendTarget {
  return {
    name: 'Emmett',
    async append(streamId, events, expectedVersion) {
      const toAppend: EmmettEvent[] = events.map((e) => ({
        type: e.type,
        data: e.data,
        metadata: { ...e.metadata, messageId: e.eventId },
      }));
      await store.appendToStream(streamId, toAppend, { expectedStreamVersion: BigInt(expectedVersion) });
    },
  };
}

/**
 * `writers` concurrent writers, each on its own streams, append for `durationMs`; the rate
 * counts every event appended until the last writer's last append returned.
 */
export async function measureAppends(
  target: AppendTarget,
  workload: AppendWorkload,
  options: { writers: number; durationMs: number; runId: string },
): Promise<AppendRun> {
  const started = performance.now();
  const deadline = started + options.durationMs;
  const counts = await Promise.all(
    Array.from({ length: options.writers }, (_, writer) =>
      runWriter(target, workload, deadline, `listing-${options.runId}${writer}`),
    ),
  );
  const elapsedMs = performance.now() - started;
  const events = counts.reduce((sum, count) => sum + count, 0);
  return { events, elapsedMs, eventsPerSecond: (events / elapsedMs) * 1000 };
}

async function runWriter(target: AppendTarget, workload: AppendWorkload, deadline: number, prefix: string): Promise<number> {
  let appended = 0;
  let stream = 0;
  let appendsInStream = 0;
  let version = 0;
  while (performance.now() < deadline) {
    if (appendsInStream === workload.appendsPerStream) {
      stream += 1;
      appendsInStream = 0;
      version = 0;
    }
    const streamId = `${prefix}s${stream}`;
    const events = listingEvents(streamId, version, workload.eventsPerAppend, appended);
    await target.append(streamId, events, version);
    version += events.length;
    appendsInStream += 1;
    appended += events.length;
  }
  return appended;
}
