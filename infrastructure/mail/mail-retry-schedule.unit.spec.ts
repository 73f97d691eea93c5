import { DEFAULT_MAIL_RETRY_DELAYS_MS, nextRetryDelayMs } from './mail-retry-schedule';

describe('Mail retry schedule', () => {
  const middle = () => 0.5;

  it('waits longer after each failed attempt: 5 s, 30 s, 2 min, 10 min, 30 min, then hourly', () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => nextRetryDelayMs(attempts, DEFAULT_MAIL_RETRY_DELAYS_MS, middle))).toEqual([
      5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000,
    ]);
  });

  it('keeps to the last step once past the end of the schedule', () => {
    expect(nextRetryDelayMs(7, DEFAULT_MAIL_RETRY_DELAYS_MS, middle)).toBe(3_600_000);
    expect(nextRetryDelayMs(500, [200, 400], middle)).toBe(400);
  });

  it('spreads each wait by at most a fifth either way', () => {
    expect(nextRetryDelayMs(1, [10_000], () => 0)).toBe(8_000);
    expect(nextRetryDelayMs(1, [10_000], () => 0.999999)).toBe(12_000);
    for (let run = 0; run < 200; run++) {
      const delay = nextRetryDelayMs(2, [1_000, 30_000]);
      expect(delay).toBeGreaterThanOrEqual(24_000);
      expect(delay).toBeLessThanOrEqual(36_000);
    }
  });

  it('refuses a schedule without steps', () => {
    expect(() => nextRetryDelayMs(1, [])).toThrow('no steps');
  });
});
