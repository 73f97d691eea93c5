import type { TestDatabase } from './test-databases';

export interface HeldOpenWrite {
  /** Lets the held transaction commit, then closes its connection. */
  commit(): Promise<void>;
}

/**
 * A transaction on a second connection that has written (it holds a transaction id) but appends
 * nothing, open until `commit`: readers of the log may not pass it, yet appends go on, since
 * only an append takes a turn on the hash chain.
 */
export async function writeHeldOpen(test: Pick<TestDatabase, 'openAnother'>): Promise<HeldOpenWrite> {
  const holder = await test.openAnother();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let begun!: () => void;
  const ready = new Promise<void>((resolve) => (begun = resolve));
  const transaction = holder.transaction(async (tx) => {
    await tx.query('SELECT pg_current_xact_id()');
    begun();
    await held;
  });
  await Promise.race([ready, transaction]);
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
