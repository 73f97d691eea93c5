import type { RecordedEvent } from '../shared/event-store.port';
import type { StreamFold } from './stream-deciders.registry';

export interface ReplayedStream {
  /** The state the stream was in at the instant: its decider folded over the events up to it. */
  state: unknown;
  /** The events that led to it, in stream order. */
  events: RecordedEvent[];
  /** The stream's version then (0 before its first event). */
  version: number;
}

/**
 * The stream as it stood at `atMs`: its events recorded at or before that instant, in version
 * order, folded from the decider's initial state. Events are written in stream order, so a later
 * version never carries an earlier time; the filter keeps only the prefix anyway.
 */
export function replayStream(decider: StreamFold, events: readonly RecordedEvent[], atMs: number): ReplayedStream {
  const sorted = [...events].sort((a, b) => a.streamVersion - b.streamVersion);
  const upTo: RecordedEvent[] = [];
  for (const event of sorted) {
    if (Date.parse(event.recordedAt) > atMs) break;
    upTo.push(event);
  }
  const state = upTo.reduce((current, event) => decider.evolve(current, { type: event.type, data: event.data }), decider.initialState());
  return { state, events: upTo, version: upTo.length ? upTo[upTo.length - 1].streamVersion : 0 };
}
