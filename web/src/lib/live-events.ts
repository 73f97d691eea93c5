/** One server-sent event: `event` is `message` when the stream names none. */
export interface LiveEvent {
  id: string | null;
  event: string;
  data: string;
}

/**
 * Reads `text/event-stream` text as it arrives, in chunks cut anywhere (inside a line, between a
 * CR and its LF): `feed` answers the events the chunk completed. Comment lines (`: ping`) are
 * skipped, several `data:` lines join with a newline, and `id:` and `retry:` are kept as the
 * format says (an id stays the last one until another is sent).
 */
export class EventStreamParser {
  private buffer = '';
  private pendingCr = false;
  private data: string[] = [];
  private eventName = '';
  private idSeen = false;
  lastEventId: string | null = null;
  retryMs: number | null = null;

  feed(chunk: string): LiveEvent[] {
    const events: LiveEvent[] = [];
    let text = chunk;
    if (this.pendingCr && text.startsWith('\n')) text = text.slice(1);
    this.pendingCr = false;
    this.buffer += text;
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      if (!match) break;
      // A CR at the very end may be the first half of a CRLF cut by the chunking.
      if (match[0] === '\r' && match.index === this.buffer.length - 1) this.pendingCr = true;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      const event = this.line(line);
      if (event) events.push(event);
    }
    return events;
  }

  private line(line: string): LiveEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'data':
        this.data.push(value);
        break;
      case 'event':
        this.eventName = value;
        break;
      case 'id':
        if (!value.includes('\0')) {
          this.lastEventId = value;
          this.idSeen = true;
        }
        break;
      case 'retry':
        if (/^\d+$/.test(value)) this.retryMs = Number(value);
        break;
      default:
        break;
    }
    return null;
  }

  private dispatch(): LiveEvent | null {
    const hasData = this.data.length > 0;
    const event: LiveEvent = { id: this.idSeen ? this.lastEventId : null, event: this.eventName || 'message', data: this.data.join('\n') };
    this.data = [];
    this.eventName = '';
    this.idSeen = false;
    return hasData ? event : null;
  }
}

export interface LiveEventsOptions {
  url: string;
  /** Read at every (re)connect, so a renewed token is the one sent. */
  getToken: () => string | null;
  /** Renews an ended token; true when a fresh one is in place. */
  renewToken?: (failedToken: string) => Promise<boolean>;
  onEvent: (event: LiveEvent) => void;
  /** After every successful (re)connect: what happened while disconnected may have been missed. */
  onConnected: () => void;
  /** Every poll interval while the stream cannot be kept open. */
  onPoll: () => void;
  fetch?: typeof fetch;
  /** Waits before each reconnect after a failure; the last one repeats. */
  backoffMs?: readonly number[];
  /** Failures in a row after which the page polls while it keeps trying the stream. */
  failuresBeforePolling?: number;
  pollIntervalMs?: number;
  /** A stream that sends nothing this long after it was asked for is held by a buffering proxy. */
  firstByteTimeoutMs?: number;
}

export interface LiveEventsConnection {
  close(): void;
  /** True while the page polls instead of listening. */
  readonly polling: boolean;
}

const DEFAULT_BACKOFF_MS: readonly number[] = [1_000, 2_000, 5_000, 10_000, 30_000];

/**
 * Listens to a server-sent event stream with `fetch` (EventSource cannot send the bearer token).
 * A stream the server ends (they last five minutes) is opened again at once with the last event
 * id; a failure (network, an error status, a stream that stays silent) is retried with a growing
 * pause, and after a few in a row the page also polls until a stream works again.
 */
export function openLiveEvents(options: LiveEventsOptions): LiveEventsConnection {
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const backoff = options.backoffMs ?? DEFAULT_BACKOFF_MS;
  const failuresBeforePolling = options.failuresBeforePolling ?? 3;
  const pollIntervalMs = options.pollIntervalMs ?? 15_000;
  const firstByteTimeoutMs = options.firstByteTimeoutMs ?? 15_000;

  let closed = false;
  let failures = 0;
  let lastEventId: string | null = null;
  let controller: AbortController | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pollTimer: ReturnType<typeof setInterval> | null = null;

  const startPolling = () => {
    if (pollTimer !== null || closed) return;
    pollTimer = setInterval(() => options.onPoll(), pollIntervalMs);
  };
  const stopPolling = () => {
    if (pollTimer === null) return;
    clearInterval(pollTimer);
    pollTimer = null;
  };

  const schedule = (delay: number) => {
    if (closed) return;
    reconnectTimer = setTimeout(() => {
      reconnectTimer = null;
      void connect();
    }, delay);
  };

  const failed = () => {
    failures += 1;
    if (failures >= failuresBeforePolling) startPolling();
    schedule(backoff[Math.min(failures - 1, backoff.length - 1)] ?? 30_000);
  };

  async function connect(renewed = false): Promise<void> {
    if (closed) return;
    const token = options.getToken();
    if (token === null) return;
    const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
    if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
    const abort = new AbortController();
    controller = abort;
    let silent = true;
    const silence = setTimeout(() => {
      if (silent) abort.abort();
    }, firstByteTimeoutMs);
    let delivered = false;
    try {
      const response = await doFetch(options.url, { method: 'GET', headers, signal: abort.signal, cache: 'no-store' });
      if (response.status === 401 && !renewed && options.renewToken) {
        clearTimeout(silence);
        await response.body?.cancel().catch(() => undefined);
        if (closed) return;
        if (await options.renewToken(token)) return connect(true);
        // Signed out: nothing more to listen to.
        return;
      }
      if (!response.ok || !response.body) {
        clearTimeout(silence);
        await response.body?.cancel().catch(() => undefined);
        if (!closed) failed();
        return;
      }
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const parser = new EventStreamParser();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        if (!delivered) {
          silent = false;
          clearTimeout(silence);
          delivered = true;
          failures = 0;
          stopPolling();
          options.onConnected();
        }
        for (const event of parser.feed(decoder.decode(value, { stream: true }))) {
          if (event.id !== null) lastEventId = event.id;
          if (!closed) options.onEvent(event);
        }
        if (parser.lastEventId !== null) lastEventId = parser.lastEventId;
      }
      clearTimeout(silence);
      if (closed) return;
      if (delivered) schedule(0);
      else failed();
    } catch {
      clearTimeout(silence);
      if (closed) return;
      if (delivered) schedule(0);
      else failed();
    }
  }

  void connect();

  return {
    close() {
      closed = true;
      controller?.abort();
      if (reconnectTimer !== null) clearTimeout(reconnectTimer);
      stopPolling();
    },
    get polling() {
      return pollTimer !== null;
    },
  };
}
