import type { Decider } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/domain-error';
import { metadataFor, systemContext } from './command-context';
import { handleDeciderCommand, MAX_CONFLICT_RETRIES } from './decider-command.handler';
import {
  EventStore,
  StreamVersionConflict,
  type AppendResult,
  type EventToAppend,
  type ExpectedVersion,
  type RecordedEvent,
} from './event-store.port';
import type { IdGenerator } from './id-generator.port';

type CounterEvent = { type: 'Incremented'; data: { by: number } };
type CounterCommand = { type: 'Increment'; by: number };

const counter: Decider<CounterCommand, number, CounterEvent> = {
  initialState: () => 0,
  evolve: (state, event) => state + event.data.by,
  decide: (command, state) => {
    if (state + command.by > 3) throw DomainError.conflict('counter.full', 'いっぱいです。');
    return command.by === 0 ? [] : [{ type: 'Incremented', data: { by: command.by } }];
  },
};

/** An in-memory stream store whose next `conflicts` appends lose a race to another writer. */
class RacingStore extends EventStore {
  events: RecordedEvent[] = [];
  appends: Array<{ expected: ExpectedVersion; events: readonly EventToAppend[] }> = [];
  constructor(private conflicts: number) {
    super();
  }
  async appendToStream(streamId: string, events: readonly EventToAppend[], expected: ExpectedVersion): Promise<AppendResult> {
    this.appends.push({ expected, events });
    if (this.conflicts > 0) {
      this.conflicts--;
      this.record(streamId, { type: 'Incremented', data: { by: 1 } }); // the other writer got there first
      throw new StreamVersionConflict(streamId, expected, this.events.length);
    }
    events.forEach((e) => this.record(streamId, e.event as CounterEvent));
    return { nextExpectedVersion: this.events.length, lastPosition: this.events.length };
  }
  private record(streamId: string, event: CounterEvent) {
    const n = this.events.length + 1;
    this.events.push({ ...event, metadata: metadataFor(systemContext('x')), eventId: `e${n}`, streamId, streamVersion: n, globalPosition: n, transactionId: 1, recordedAt: '' });
  }
  async readStream<E>() {
    return { version: this.events.length, events: this.events as unknown as RecordedEvent<E & CounterEvent>[] };
  }
  async readAll() {
    return this.events;
  }
}

const ids: IdGenerator = { uuid: () => 'id' } as IdGenerator;
const run = (store: EventStore, by: number) =>
  handleDeciderCommand({ eventStore: store, ids, decider: counter, streamId: 'c', command: { type: 'Increment', by }, context: systemContext('r') });

describe('Handling a command through its decider', () => {
  it('appends what was decided at the version it read, as "no stream" for a new stream', async () => {
    const store = new RacingStore(0);
    expect(await run(store, 2)).toEqual({ streamId: 'c', version: 1, position: 1 });
    expect(store.appends[0].expected).toBe('no_stream');
    expect(store.appends[0].events[0].metadata.actor).toEqual({ id: 'system', role: 'system' });
  });

  it('decides again on the newer state after losing a race', async () => {
    const store = new RacingStore(1);
    await run(store, 2);
    expect(store.appends.map((a) => a.expected)).toEqual(['no_stream', 1]);
    expect(store.events.map((e) => (e.data as { by: number }).by)).toEqual([1, 2]);
  });

  it('decides on a state the caller read without reading the stream again, and reads it when that state was stale', async () => {
    const store = new RacingStore(0);
    let reads = 0;
    const read = store.readStream.bind(store);
    store.readStream = (async () => {
      reads++;
      return read();
    }) as typeof store.readStream;
    const known = (version: number, state: number) =>
      handleDeciderCommand({ eventStore: store, ids, decider: counter, streamId: 'c', command: { type: 'Increment', by: 1 }, context: systemContext('r'), known: { version, state } });
    expect(await known(0, 0)).toEqual({ streamId: 'c', version: 1, position: 1 });
    expect(reads).toBe(0);
    // Read before the append above: the append at version 0 loses, the stream is read and decided again.
    const stale = new RacingStore(0);
    await run(stale, 1);
    stale.appendToStream = ((append) => (streamId, events, expected) => {
      if (expected === 'no_stream') return Promise.reject(new StreamVersionConflict(streamId, expected, 1));
      return append(streamId, events, expected);
    })(stale.appendToStream.bind(stale));
    const result = await handleDeciderCommand({ eventStore: stale, ids, decider: counter, streamId: 'c', command: { type: 'Increment', by: 1 }, context: systemContext('r'), known: { version: 0, state: 0 } });
    expect(result.version).toBe(2);
    expect(stale.events.map((e) => (e.data as { by: number }).by)).toEqual([1, 1]);
  });

  it('gives up with a conflict (409) after a bounded number of lost races', async () => {
    const store = new RacingStore(10);
    await expect(run(store, -100)).rejects.toMatchObject({ kind: 'conflict', code: 'concurrency.conflict' });
    expect(store.appends).toHaveLength(MAX_CONFLICT_RETRIES + 1);
  });

  it('surfaces the rule broken on the newer state instead of retrying blindly', async () => {
    const store = new RacingStore(1);
    await run(store, 1);
    await expect(run(store, 3)).rejects.toMatchObject({ code: 'counter.full' });
  });

  it('appends nothing when nothing was decided', async () => {
    const store = new RacingStore(0);
    expect(await run(store, 0)).toEqual({ streamId: 'c', version: 0, position: 0 });
    expect(store.appends).toHaveLength(0);
  });
});
