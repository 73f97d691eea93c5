import { VersionedCache } from './versioned-cache';

describe('VersionedCache', () => {
  const counting = () => {
    const loads: string[] = [];
    return { loads, load: (value: string) => () => (loads.push(value), Promise.resolve(value)) };
  };

  it('answers a key again from the cache while the version stays', async () => {
    const cache = new VersionedCache<string>(10);
    const { loads, load } = counting();
    expect(await cache.get(1, 'a', load('first'))).toBe('first');
    expect(await cache.get(1, 'a', load('second'))).toBe('first');
    expect(loads).toEqual(['first']);
  });

  it('drops every answer when a newer version comes', async () => {
    const cache = new VersionedCache<string>(10);
    const { loads, load } = counting();
    await cache.get(1, 'a', load('a1'));
    await cache.get(1, 'b', load('b1'));
    expect(await cache.get(2, 'a', load('a2'))).toBe('a2');
    expect(cache.size).toBe(1);
    expect(loads).toEqual(['a1', 'b1', 'a2']);
  });

  it('answers a caller with an older version from its own read, and keeps the newer answers', async () => {
    const cache = new VersionedCache<string>(10);
    const { load } = counting();
    await cache.get(5, 'a', load('a5'));
    expect(await cache.get(4, 'a', load('a4'))).toBe('a4');
    expect(await cache.get(5, 'a', load('again'))).toBe('a5');
  });

  it('shares one read between callers of the same key, and keeps no failed read', async () => {
    const cache = new VersionedCache<string>(10);
    let calls = 0;
    let fail!: (error: Error) => void;
    const failing = () => (calls++, new Promise<string>((_, reject) => (fail = reject)));
    const first = cache.get(1, 'a', failing);
    const second = cache.get(1, 'a', failing);
    expect(calls).toBe(1);
    fail(new Error('database gone'));
    await expect(first).rejects.toThrow('database gone');
    await expect(second).rejects.toThrow('database gone');
    expect(await cache.get(1, 'a', () => Promise.resolve('back'))).toBe('back');
  });

  it('lets the least recently used answer go past the limit', async () => {
    const cache = new VersionedCache<string>(2);
    const { loads, load } = counting();
    await cache.get(1, 'a', load('a'));
    await cache.get(1, 'b', load('b'));
    await cache.get(1, 'a', load('a again'));
    await cache.get(1, 'c', load('c'));
    expect(cache.size).toBe(2);
    await cache.get(1, 'a', load('a third'));
    await cache.get(1, 'b', load('b again'));
    expect(loads).toEqual(['a', 'b', 'c', 'b again']);
  });

  it('keeps nothing with a limit of 0', async () => {
    const cache = new VersionedCache<string>(0);
    const { loads, load } = counting();
    await cache.get(1, 'a', load('one'));
    await cache.get(1, 'a', load('two'));
    expect(loads).toEqual(['one', 'two']);
  });
});
