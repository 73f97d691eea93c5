/** A task run on a timer, which stops only once its run in progress, if any, has ended. */
export interface PeriodicTask {
  stop(): Promise<void>;
}

/**
 * Runs `task` every `everyMs` (and at once with `runAtStart`), never two runs at a time; the
 * timer never keeps the process alive. Stopping waits for the run in progress, so a shutdown does
 * not close the database under a sweep that is still writing.
 */
export function startPeriodicTask(task: () => Promise<unknown>, everyMs: number, onError: (error: unknown) => void, options: { runAtStart?: boolean } = {}): PeriodicTask {
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    running = task()
      .then(() => undefined, onError)
      .finally(() => {
        running = null;
      });
  };
  if (options.runAtStart) run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
