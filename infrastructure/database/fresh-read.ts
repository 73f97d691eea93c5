/**
 * One read shared by every caller that asked before it was sent, so that many concurrent callers
 * cost one query, and none is answered by a read that began before it asked. While a read runs,
 * callers queue for the next one, which is sent when the running one ends.
 */
export class FreshRead<T> {
  private queued: Promise<T> | null = null;
  private running: Promise<T> | null = null;

  constructor(private readonly read: () => Promise<T>) {}

  get(): Promise<T> {
    if (this.queued) return this.queued;
    const previous = this.running;
    const next = (async () => {
      // Waiting for the running read, or one turn of the microtask queue, lets callers join.
      if (previous) await previous.catch(() => undefined);
      else await Promise.resolve();
      this.queued = null;
      const read = this.read();
      this.running = read;
      try {
        return await read;
      } finally {
        if (this.running === read) this.running = null;
      }
    })();
    this.queued = next;
    return next;
  }
}
