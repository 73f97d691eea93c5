import type { LogPosition } from '../../application/shared/event-store.port';
import { CheckpointWaiters } from './checkpoint-waiters';

const at = (transactionId: number, globalPosition = transactionId): LogPosition => ({ transactionId, globalPosition });

/** A checkpoint table the test moves by hand, counting the reads and letting each finish when told. */
class Checkpoints {
  least: LogPosition | null = at(0);
  reads = 0;
  failWith: Error | null = null;
  private pending: Array<() => void> = [];

  read = (): Promise<LogPosition | null> => {
    this.reads += 1;
    return new Promise((resolve, reject) => {
      this.pending.push(() => (this.failWith ? reject(this.failWith) : resolve(this.least)));
    });
  };

  /** Lets the reads under way answer with the checkpoint as it is now. */
  async answer(): Promise<void> {
    for (const finish of this.pending.splice(0)) finish();
    await new Promise((resolve) => setImmediate(resolve));
  }
}

describe('Read-your-writes waits sharing their look at the checkpoints', () => {
  let checkpoints: Checkpoints;
  let waiters: CheckpointWaiters;

  beforeEach(() => {
    checkpoints = new Checkpoints();
    waiters = new CheckpointWaiters(checkpoints.read, 60_000);
  });

  it('answers a hundred waits with at most two reads', async () => {
    const waits = Array.from({ length: 100 }, (_, i) => waiters.wait(at(10 + i), 5000));
    checkpoints.least = at(500);
    await checkpoints.answer();
    await checkpoints.answer();
    await expect(Promise.all(waits)).resolves.toEqual(Array.from({ length: 100 }, () => true));
    expect(checkpoints.reads).toBeLessThanOrEqual(2);
    expect(waiters.size).toBe(0);
  });

  it('releases only the waits the least checkpoint has passed, the rest at a later look', async () => {
    const early = waiters.wait(at(5), 5000);
    const late = waiters.wait(at(9, 12), 5000);
    checkpoints.least = at(9, 11);
    await checkpoints.answer();
    await checkpoints.answer();
    await expect(early).resolves.toBe(true);
    expect(waiters.size).toBe(1);
    checkpoints.least = at(9, 12);
    waiters.look();
    await checkpoints.answer();
    await expect(late).resolves.toBe(true);
  });

  it('releases the waits a checkpoint written here has passed without another read, and keeps the rest', async () => {
    const early = waiters.wait(at(5), 5000);
    const late = waiters.wait(at(9, 12), 5000);
    // The look each wait starts with finds the checkpoints behind both.
    await checkpoints.answer();
    const reads = checkpoints.reads;
    waiters.offer(at(9, 11));
    await expect(early).resolves.toBe(true);
    expect(waiters.size).toBe(1);
    expect(checkpoints.reads).toBe(reads);
    waiters.offer(at(9, 12));
    await expect(late).resolves.toBe(true);
    expect(waiters.size).toBe(0);
  });

  it('says false once the time is up, but only from a read made after the wait began', async () => {
    const wait = waiters.wait(at(50), 0);
    let answered: boolean | null = null;
    void wait.then((reached) => (answered = reached));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(answered).toBeNull();
    await checkpoints.answer();
    await expect(wait).resolves.toBe(false);
  });

  it('says true to a wait out of time when the read made after it shows it caught up', async () => {
    const wait = waiters.wait(at(50), 0);
    await new Promise((resolve) => setTimeout(resolve, 10));
    checkpoints.least = at(50);
    await checkpoints.answer();
    await expect(wait).resolves.toBe(true);
  });

  it('fails every wait when the read fails, as a read of its own would have', async () => {
    const waits = Promise.allSettled([waiters.wait(at(5), 5000), waiters.wait(at(6), 5000)]);
    checkpoints.failWith = new Error('connection lost');
    await checkpoints.answer();
    const answers = await waits;
    expect(answers.map((answer) => (answer.status === 'rejected' ? (answer.reason as Error).message : answer.status))).toEqual(['connection lost', 'connection lost']);
    expect(waiters.size).toBe(0);
  });

  it('answers at once when there is no projection to wait for', async () => {
    checkpoints.least = null;
    const wait = waiters.wait(at(5), 5000);
    await checkpoints.answer();
    await expect(wait).resolves.toBe(true);
  });
});
