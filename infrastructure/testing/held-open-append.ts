import type { EventToAppend } from '../../application/shared/event-store.port';
import { PostgresEventStore } from '../event-store/postgres-event-store';
import type { TestDatabase } from './test-databases';

export interface HeldOpenAppend {
  /** Lets the held transaction commit, then closes its connection. */
  commit(): Promise<void>;
}

/**
 * Appends on a second connection inside a transaction that stays open until `commit`: the event
 * has its global position already, but no reader may see it yet.
 */
export async function appendHeldOpen(test: TestDatabase, streamId: string, events: EventToAppend[]): Promise<HeldOpenAppend> {
  const holder = await test.openAnother();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let inserted!: () => void;
  const insertDone = new Promise<void>((resolve) => (inserted = resolve));
  const transaction = holder.transaction(async (tx) => {
    await new PostgresEventStore(holder).appendWith(tx, streamId, events, 'no_stream');
    inserted();
    await held;
  });
  await Promise.race([insertDone, transaction]);
  return {
    commit: async () => {
      release();
      try {
        await transaction;
      } finally {
        await holder.close();
      }
    },
  };
}
