import { refreshAcrossTabs } from '../token-refresh';

/** Web Locks as the browser runs them: one holder at a time, the others wait their turn. */
function fakeLocks() {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
      const result = queue.then(callback);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

describe('Token refresh across tabs', () => {
  it('renews once when two tabs find the same token ended: the second takes what the first stored', async () => {
    const locks = fakeLocks();
    let shared: string | null = 'ended-token';
    const refresh = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      shared = 'renewed-token';
      return 'renewed-token';
    });
    const [first, second] = await Promise.all([
      refreshAcrossTabs('ended-token', () => shared, refresh, locks),
      refreshAcrossTabs('ended-token', () => shared, refresh, locks),
    ]);
    expect([first, second]).toEqual(['renewed-token', 'renewed-token']);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('renews when the stored token is still the one that failed, or gone', async () => {
    const refresh = vi.fn(() => Promise.resolve('fresh'));
    await expect(refreshAcrossTabs('ended', () => 'ended', refresh, fakeLocks())).resolves.toBe('fresh');
    await expect(refreshAcrossTabs('ended', () => null, refresh, fakeLocks())).resolves.toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it('renews on its own where the browser has no Web Locks', async () => {
    const refresh = vi.fn(() => Promise.resolve('fresh'));
    await expect(refreshAcrossTabs('ended', () => 'ended', refresh, undefined)).resolves.toBe('fresh');
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
