import type { Decider, DomainEvent } from '../../domain/shared/decider';
import { DomainError } from '../../domain/shared/domain-error';
import { metadataFor, type CommandContext } from './command-context';
import type { CommandResult } from './command-result';
import { StreamVersionConflict, type EventStore } from './event-store.port';
import type { IdGenerator } from './id-generator.port';

export const MAX_CONFLICT_RETRIES = 3;

export interface DeciderCommand<C, S, E extends DomainEvent> {
  eventStore: EventStore;
  ids: IdGenerator;
  decider: Decider<C, S, E>;
  streamId: string;
  command: C;
  context: CommandContext;
  /**
   * The stream as the caller read it a moment ago (to check access, say): the first attempt
   * decides on it instead of reading the stream again. Stale, it costs one conflict and a retry.
   */
  known?: { version: number; state: S };
}

/**
 * The one way a command changes state: read the stream, fold it, decide, append at the version
 * that was read. Another writer in between makes the append fail; the command is then decided
 * again on the newer state, a bounded number of times, and answered as a conflict after that.
 */
export async function handleDeciderCommand<C, S, E extends DomainEvent>(
  input: DeciderCommand<C, S, E>,
): Promise<CommandResult> {
  const { eventStore, ids, decider, streamId, command, context } = input;
  for (let attempt = 0; ; attempt++) {
    const { version, state } = attempt === 0 && input.known ? input.known : await loadState(eventStore, decider, streamId);
    const decided = decider.decide(command, state);
    if (decided.length === 0) return { streamId, version, position: 0 };
    const metadata = metadataFor(context);
    try {
      const result = await eventStore.appendToStream(
        streamId,
        decided.map((event) => ({ event, eventId: ids.uuid(), metadata })),
        version === 0 ? 'no_stream' : version,
      );
      return { streamId, version: result.nextExpectedVersion, position: result.lastPosition };
    } catch (error) {
      if (!(error instanceof StreamVersionConflict)) throw error;
      if (attempt >= MAX_CONFLICT_RETRIES) {
        throw DomainError.conflict(
          'concurrency.conflict',
          'ほかの操作と同時に更新されました。画面を読み込み直してから、もう一度お試しください。',
        );
      }
    }
  }
}

/** The current state of one stream and the version it was read at. */
export async function loadState<C, S, E extends DomainEvent>(
  eventStore: EventStore,
  decider: Decider<C, S, E>,
  streamId: string,
): Promise<{ version: number; state: S }> {
  const { version, events } = await eventStore.readStream<E>(streamId);
  const state = events.reduce(
    (current, recorded) => decider.evolve(current, { type: recorded.type, data: recorded.data } as E),
    decider.initialState(),
  );
  return { version, state };
}
