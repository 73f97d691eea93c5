import { setTimeout as sleep } from 'node:timers/promises';
import { startPeriodicTask } from './periodic-task';

describe('startPeriodicTask', () => {
  it('never runs twice at a time, and stopping waits for the run in progress', async () => {
    let running = 0;
    let most = 0;
    let finished = 0;
    const task = startPeriodicTask(
      async () => {
        running++;
        most = Math.max(most, running);
        await sleep(40);
        running--;
        finished++;
      },
      5,
      () => undefined,
      { runAtStart: true },
    );
    await sleep(100);
    await task.stop();
    expect(most).toBe(1);
    expect(running).toBe(0);
    const afterStop = finished;
    await sleep(60);
    expect(finished).toBe(afterStop);
  });

  it('hands a failed run to onError and keeps running', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const task = startPeriodicTask(
      async () => {
        runs++;
        throw new Error(`run ${runs}`);
      },
      5,
      (error) => errors.push(error),
    );
    await sleep(60);
    await task.stop();
    expect(runs).toBeGreaterThan(1);
    expect(errors).toHaveLength(runs);
  });
});
