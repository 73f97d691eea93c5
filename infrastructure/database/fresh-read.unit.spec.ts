import { FreshRead } from './fresh-read';

/** A read whose answers the test releases one by one. */
function controlledRead() {
  const sent: Array<(value: number) => void> = [];
  const read = new FreshRead<number>(() => new Promise<number>((resolve) => sent.push(resolve)));
  return { read, sent };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('FreshRead', () => {
  it('sends one read for every caller that asked before it was sent', async () => {
    const { read, sent } = controlledRead();
    const answers = Promise.all([read.get(), read.get(), read.get()]);
    await turn();
    expect(sent).toHaveLength(1);
    sent[0](7);
    expect(await answers).toEqual([7, 7, 7]);
  });

  it('never answers a caller with a read sent before it asked', async () => {
    const { read, sent } = controlledRead();
    const early = read.get();
    await turn();
    expect(sent).toHaveLength(1);
    // Asked while the first read is out: these wait for a read of their own, sent after it.
    const late = [read.get(), read.get()];
    await turn();
    expect(sent).toHaveLength(1);
    sent[0](1);
    expect(await early).toBe(1);
    await turn();
    expect(sent).toHaveLength(2);
    sent[1](2);
    expect(await Promise.all(late)).toEqual([2, 2]);
  });

  it('passes a failed read on to its callers and reads again for the next', async () => {
    let calls = 0;
    const read = new FreshRead<number>(() => (++calls === 1 ? Promise.reject(new Error('connection lost')) : Promise.resolve(calls)));
    await expect(read.get()).rejects.toThrow('connection lost');
    expect(await read.get()).toBe(2);
  });
});
