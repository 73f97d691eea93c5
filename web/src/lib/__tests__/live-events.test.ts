import { EventStreamParser, openLiveEvents, type LiveEvent } from '../live-events';

/** A stream body the test writes to and ends, as a server would. */
function controlledBody() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    body,
    write: (text: string) => controller.enqueue(encoder.encode(text)),
    end: () => controller.close(),
    /** As fetch does when its signal aborts the request. */
    abort: () => controller.error(new DOMException('The operation was aborted.', 'AbortError')),
  };
}

interface Call {
  headers: Headers;
}

/** A fetch whose answers the test queues: a stream, an error status, or a network failure. */
function fakeStreamFetch() {
  const calls: Call[] = [];
  const answers: Array<(signal: AbortSignal | undefined) => Promise<Response>> = [];
  const fetchMock = vi.fn((_input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ headers: new Headers(init?.headers) });
    const next = answers.shift();
    if (!next) return new Promise<Response>(() => undefined);
    return next(init?.signal ?? undefined);
  });
  return {
    fetch: fetchMock as unknown as typeof fetch,
    calls,
    stream() {
      const body = controlledBody();
      answers.push((signal) => {
        signal?.addEventListener('abort', body.abort, { once: true });
        return Promise.resolve(new Response(body.body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }));
      });
      return body;
    },
    status(status: number) {
      answers.push(() => Promise.resolve(new Response('{}', { status })));
    },
    networkFailure() {
      answers.push(() => Promise.reject(new TypeError('Failed to fetch')));
    },
  };
}

describe('Event stream parser', () => {
  it('joins data lines, skips comments and keeps the id, across chunks cut anywhere', () => {
    const parser = new EventStreamParser();
    const events: LiveEvent[] = [];
    const text = 'retry: 3000\r\n\r\n: ping\r\n\r\nid: 7-41\r\nevent: message\r\ndata: {"thread_id":\r\ndata: "t1"}\r\n\r\nevent: resync\ndata: {}\n\n: ping\n\ndata:plain\n\n';
    // Cut between every character, so CR and LF of one line end arrive apart.
    for (const character of text) events.push(...parser.feed(character));
    expect(events).toEqual([
      { id: '7-41', event: 'message', data: '{"thread_id":\n"t1"}' },
      { id: null, event: 'resync', data: '{}' },
      { id: null, event: 'message', data: 'plain' },
    ]);
    expect(parser.lastEventId).toBe('7-41');
    expect(parser.retryMs).toBe(3000);
  });

  it('dispatches nothing for a block without data', () => {
    const parser = new EventStreamParser();
    expect(parser.feed('event: read\nid: 1-1\n\n')).toEqual([]);
    expect(parser.lastEventId).toBe('1-1');
  });
});

describe('Live events over fetch', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends the token, hands over events, and reconnects with the last id after the server ends the stream', async () => {
    const server = fakeStreamFetch();
    const first = server.stream();
    const second = server.stream();
    let token = 'token-1';
    const events: LiveEvent[] = [];
    const onConnected = vi.fn();
    const connection = openLiveEvents({ url: '/api/message/stream', getToken: () => token, onEvent: (event) => events.push(event), onConnected, onPoll: vi.fn(), fetch: server.fetch });

    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls[0].headers.get('Authorization')).toBe('Bearer token-1');
    expect(server.calls[0].headers.has('Last-Event-ID')).toBe(false);
    first.write('retry: 3000\n\n');
    first.write('id: 5-10\nevent: message\ndata: {"thread_id":"t1"}\n\n');
    first.write('id: 5-12\nevent: read\ndata: {"thread_id":"t1"}\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(events.map((event) => [event.event, event.data])).toEqual([
      ['message', '{"thread_id":"t1"}'],
      ['read', '{"thread_id":"t1"}'],
    ]);

    token = 'token-2';
    first.end();
    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(2);
    expect(server.calls[1].headers.get('Last-Event-ID')).toBe('5-12');
    expect(server.calls[1].headers.get('Authorization')).toBe('Bearer token-2');
    second.write(': ping\n\n');
    await vi.advanceTimersByTimeAsync(0);
    // Whatever happened between the two streams is read again.
    expect(onConnected).toHaveBeenCalledTimes(2);
    connection.close();
  });

  it('retries failures with growing pauses, polls every 15 s after three, and stops polling once a stream works', async () => {
    const server = fakeStreamFetch();
    server.networkFailure();
    server.status(502);
    server.networkFailure();
    server.networkFailure();
    const stream = server.stream();
    const onPoll = vi.fn();
    const onConnected = vi.fn();
    const connection = openLiveEvents({
      url: '/api/message/stream',
      getToken: () => 'token',
      onEvent: vi.fn(),
      onConnected,
      onPoll,
      fetch: server.fetch,
      backoffMs: [1_000, 2_000, 40_000],
    });

    await vi.advanceTimersByTimeAsync(0);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(server.calls).toHaveLength(3);
    expect(connection.polling).toBe(true);
    expect(onPoll).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(15_000);
    expect(onPoll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(onPoll).toHaveBeenCalledTimes(2);
    // The fourth attempt, 40 s after the third, fails too; the fifth gets a stream.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(4);
    await vi.advanceTimersByTimeAsync(40_000);
    expect(server.calls).toHaveLength(5);
    const polledBefore = onPoll.mock.calls.length;
    stream.write('retry: 3000\n\n');
    await vi.advanceTimersByTimeAsync(0);
    expect(onConnected).toHaveBeenCalledTimes(1);
    expect(connection.polling).toBe(false);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(onPoll).toHaveBeenCalledTimes(polledBefore);
    connection.close();
  });

  it('counts a stream that stays silent (a buffering proxy) as a failure', async () => {
    const server = fakeStreamFetch();
    server.stream();
    const connection = openLiveEvents({
      url: '/api/message/stream',
      getToken: () => 'token',
      onEvent: vi.fn(),
      onConnected: vi.fn(),
      onPoll: vi.fn(),
      fetch: server.fetch,
      firstByteTimeoutMs: 10_000,
      backoffMs: [1_000],
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(server.calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(server.calls).toHaveLength(2);
    connection.close();
  });

  it('renews an ended token once and connects with the new one', async () => {
    const server = fakeStreamFetch();
    server.status(401);
    server.stream();
    let token = 'old';
    const renewToken = vi.fn(async (failed: string) => {
      expect(failed).toBe('old');
      token = 'new';
      return true;
    });
    const connection = openLiveEvents({ url: '/api/message/stream', getToken: () => token, renewToken, onEvent: vi.fn(), onConnected: vi.fn(), onPoll: vi.fn(), fetch: server.fetch });
    await vi.advanceTimersByTimeAsync(0);
    expect(renewToken).toHaveBeenCalledTimes(1);
    expect(server.calls.map((call) => call.headers.get('Authorization'))).toEqual(['Bearer old', 'Bearer new']);
    connection.close();
  });

  it('stops for good when closed', async () => {
    const server = fakeStreamFetch();
    const stream = server.stream();
    const onEvent = vi.fn();
    const connection = openLiveEvents({ url: '/api/message/stream', getToken: () => 'token', onEvent, onConnected: vi.fn(), onPoll: vi.fn(), fetch: server.fetch });
    await vi.advanceTimersByTimeAsync(0);
    connection.close();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(server.calls).toHaveLength(1);
    expect(onEvent).not.toHaveBeenCalled();
    expect(() => stream.write('data: late\n\n')).toThrow();
  });
});
