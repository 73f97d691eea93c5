import { KeyedQueue } from './keyed-queue';

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('Keyed queue', () => {
  it('runs work of one key one at a time, in arrival order', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    let running = 0;
    let most = 0;
    const work = (name: string) => async () => {
      running++;
      most = Math.max(most, running);
      log.push(`start ${name}`);
      await tick();
      log.push(`end ${name}`);
      running--;
      return name;
    };
    const results = await Promise.all(['a', 'b', 'c'].map((name) => queue.run('k', work(name))));
    expect(results).toEqual(['a', 'b', 'c']);
    expect(most).toBe(1);
    expect(log).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
  });

  it('says a key is busy while its work is queued or running, and not once it is done', async () => {
    const queue = new KeyedQueue();
    expect(queue.busy('k')).toBe(false);
    const done = queue.run('k', async () => {
      await tick();
    });
    expect(queue.busy('k')).toBe(true);
    expect(queue.busy('other')).toBe(false);
    await done;
    await tick();
    expect(queue.busy('k')).toBe(false);
  });

  it('runs work of different keys side by side', async () => {
    const queue = new KeyedQueue();
    let running = 0;
    let most = 0;
    const work = async () => {
      running++;
      most = Math.max(most, running);
      await tick();
      running--;
    };
    await Promise.all([queue.run('a', work), queue.run('b', work)]);
    expect(most).toBe(2);
  });

  it('goes on after a failure, which reaches only its own caller', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('k', async () => {
      throw new Error('refused');
    });
    const next = queue.run('k', async () => 'next');
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('next');
  });
});
