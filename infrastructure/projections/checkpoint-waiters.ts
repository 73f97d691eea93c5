import type { LogPosition } from '../../application/shared/event-store.port';

interface Waiter {
  target: LogPosition;
  /** Reads started before this wait began: an answer counts only from a read started after. */
  readsBefore: number;
  expired: boolean;
  settle(reached: boolean): void;
  fail(error: unknown): void;
}

/** `a` comes before `b` in the log's (transaction, position) order. */
function isBefore(a: LogPosition, b: LogPosition): boolean {
  return a.transactionId < b.transactionId || (a.transactionId === b.transactionId && a.globalPosition < b.globalPosition);
}

/**
 * Read-your-writes waits that share their look at the checkpoints: however many requests wait at
 * once, one read of the least checkpoint runs at a time and releases every waiter it covers.
 * (A read per waiter at every batch made the reads grow with the square of the load: with a few
 * hundred writes waiting, each batch cost hundreds of queries and the waits fed on themselves.)
 * A look is asked for after each batch of this process and every `pollMs` while anyone waits, for
 * the batches other processes apply.
 */
export class CheckpointWaiters {
  private readonly waiting = new Set<Waiter>();
  private reading = false;
  private readAgain = false;
  private readsStarted = 0;
  private poll: NodeJS.Timeout | null = null;

  /**
   * `readLeast`: the least checkpoint of the projections waited for, or null when there are none;
   * `behind`: called after a look that left waits open (the runner is nudged to look for events).
   */
  constructor(
    private readonly readLeast: () => Promise<LogPosition | null>,
    private readonly pollMs: number,
    private readonly behind: () => void = () => undefined,
  ) {}

  /** How many waits are open, for tests and figures. */
  get size(): number {
    return this.waiting.size;
  }

  /** True once every projection has reached `target`; false when it has not after `timeoutMs`. */
  wait(target: LogPosition, timeoutMs: number): Promise<boolean> {
    return new Promise<boolean>((resolve, reject) => {
      const done = () => {
        clearTimeout(timer);
        this.waiting.delete(waiter);
        if (this.waiting.size === 0 && this.poll) {
          clearInterval(this.poll);
          this.poll = null;
        }
      };
      const waiter: Waiter = {
        target,
        readsBefore: this.readsStarted,
        expired: false,
        settle: (reached) => {
          done();
          resolve(reached);
        },
        fail: (error) => {
          done();
          reject(error instanceof Error ? error : new Error(String(error)));
        },
      };
      // Out of time, a wait still gets the answer of one read made after it began, as a caught-up
      // read model is no reason to say otherwise.
      const timer = setTimeout(() => {
        waiter.expired = true;
        this.look();
      }, Math.max(0, timeoutMs));
      this.waiting.add(waiter);
      this.poll ??= setInterval(() => this.look(), this.pollMs);
      this.look();
    });
  }

  /**
   * Releases, without a read, the waits that `least` has passed: a checkpoint this process just
   * wrote is a floor of what is stored, as checkpoints only move forward. The rest wait on.
   */
  offer(least: LogPosition): void {
    for (const waiter of [...this.waiting]) if (!isBefore(least, waiter.target)) waiter.settle(true);
  }

  /** Something may have moved: look (again once the look under way is done, as it may predate it). */
  look(): void {
    if (this.waiting.size === 0) return;
    if (this.reading) {
      this.readAgain = true;
      return;
    }
    this.reading = true;
    void this.read();
  }

  private async read(): Promise<void> {
    try {
      do {
        this.readAgain = false;
        const read = ++this.readsStarted;
        const least = await this.readLeast();
        for (const waiter of [...this.waiting]) {
          if (least === null || !isBefore(least, waiter.target)) waiter.settle(true);
          else if (waiter.expired && waiter.readsBefore < read) waiter.settle(false);
        }
      } while (this.readAgain && this.waiting.size > 0);
      if (this.waiting.size > 0) this.behind();
    } catch (error) {
      // The database failed: the requests waiting fail with it, as a read of their own would have.
      for (const waiter of [...this.waiting]) waiter.fail(error);
    } finally {
      this.reading = false;
    }
  }
}
