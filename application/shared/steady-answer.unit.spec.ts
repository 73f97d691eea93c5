import { answerSteadily } from './steady-answer';

describe('answerSteadily', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const settledAfter = async (promise: Promise<void>) => {
    let settled = false;
    void promise.then(
      () => (settled = true),
      () => (settled = true),
    );
    const at: number[] = [];
    for (let ms = 0; ms <= 1000 && !settled; ms += 10) {
      await jest.advanceTimersByTimeAsync(10);
      if (settled) at.push(ms + 10);
    }
    return at[0];
  };

  it('answers quick work no earlier than the minimum', async () => {
    const work = jest.fn(() => Promise.resolve());
    expect(await settledAfter(answerSteadily(300, work, jest.fn()))).toBe(300);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('answers slow work at the minimum and lets it finish afterwards', async () => {
    let finished = false;
    const work = () => new Promise<void>((resolve) => setTimeout(() => ((finished = true), resolve()), 700));
    expect(await settledAfter(answerSteadily(300, work, jest.fn()))).toBe(300);
    expect(finished).toBe(false);
    await jest.advanceTimersByTimeAsync(500);
    expect(finished).toBe(true);
  });

  it('throws a quick failure, but only at the minimum', async () => {
    const answer = answerSteadily(300, () => Promise.reject(new Error('boom')), jest.fn());
    const outcome = answer.then(
      () => 'resolved',
      (error: Error) => error.message,
    );
    expect(await settledAfter(answer)).toBe(300);
    expect(await outcome).toBe('boom');
  });

  it('hands a failure after the answer to onLateError', async () => {
    const onLateError = jest.fn();
    const work = () => new Promise<void>((_resolve, reject) => setTimeout(() => reject(new Error('late')), 500));
    await settledAfter(answerSteadily(300, work, onLateError));
    await jest.advanceTimersByTimeAsync(300);
    expect(onLateError).toHaveBeenCalledWith(new Error('late'));
  });
});
