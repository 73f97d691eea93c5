import { runCrashAndRetry } from '../../testing/crash-retry-workload';

describe('Idempotency-Key across a crash', () => {
  it('a server killed between an append and its answer, restarted, and sent every write again with its key stores each write exactly once', async () => {
    const result = await runCrashAndRetry({ writes: 40, crashAfterAppends: 15, inFlight: 6 });
    expect(result.acknowledged).toBeGreaterThan(0);
    expect(result.acknowledged).toBeLessThan(result.attempted);
    expect(result.storedUnanswered).toBeGreaterThanOrEqual(1);
    expect(result.retriesAnswered).toBe(result.attempted);
    expect(result.changedAnswers).toBe(0);
    expect(result.duplicates).toBe(0);
    expect(result.missing).toBe(0);
  }, 240_000);
});
