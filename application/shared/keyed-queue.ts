/**
 * Runs work for one key one at a time, in the order it arrived, and work for different keys side
 * by side. Commands on one stream queued this way never conflict with each other inside a
 * process, so a busy chat does not turn simultaneous messages into retries and 409s; other
 * processes are still kept apart by the expected version.
 */
export class KeyedQueue {
  private readonly tails = new Map<string, Promise<unknown>>();

  /** Work for `key` is queued or running. */
  busy(key: string): boolean {
    return this.tails.has(key);
  }

  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const result = previous.then(work, work);
    const tail = result.catch(() => undefined);
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }
}
