import http from 'node:http';

/** One server-sent event as a page reads it, with the moment its last byte arrived. */
export interface LiveEvent {
  event: string;
  threadId: string | null;
  at: number;
}

/**
 * An open `GET /api/message/stream`, as a member's open page holds it: one HTTP connection of its
 * own (no pooling), read as it arrives. `ready` resolves on the server's first line, which it sends
 * once the page is registered for notices; every event after it is handed to `onEvent`.
 */
export class LiveStream {
  readonly ready: Promise<void>;
  /** The server ended the stream (its lifetime, or a failure) before the bench closed it. */
  endedByServer = false;
  status = 0;
  private request: http.ClientRequest | null = null;
  private closing = false;

  constructor(
    port: number,
    readonly memberId: string,
    token: string,
    private readonly onEvent: (stream: LiveStream, event: LiveEvent) => void,
  ) {
    this.ready = new Promise((resolve, reject) => {
      const request = http.get(
        { host: '127.0.0.1', port, path: '/api/message/stream', agent: false, headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } },
        (response) => {
          this.status = response.statusCode ?? 0;
          if (this.status !== 200) {
            response.resume();
            reject(new Error(`stream answered ${this.status}`));
            return;
          }
          response.setEncoding('utf8');
          let buffer = '';
          let registered = false;
          response.on('data', (chunk: string) => {
            const at = performance.now();
            buffer += chunk;
            let end: number;
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end);
              buffer = buffer.slice(end + 2);
              if (!registered && block.startsWith('retry:')) {
                registered = true;
                resolve();
                continue;
              }
              const event = parseBlock(block, at);
              if (event) this.onEvent(this, event);
            }
          });
          response.on('end', () => {
            if (!this.closing) this.endedByServer = true;
            if (!registered) reject(new Error('stream ended before it was registered'));
          });
          response.on('error', () => {
            if (!this.closing) this.endedByServer = true;
          });
        },
      );
      request.on('error', (error) => {
        if (!this.closing) reject(error);
      });
      this.request = request;
    });
    // A failed stream is counted by the caller through `ready`; nothing is left unhandled.
    this.ready.catch(() => undefined);
  }

  close(): void {
    this.closing = true;
    this.request?.destroy();
  }
}

function parseBlock(block: string, at: number): LiveEvent | null {
  let event: string | null = null;
  let threadId: string | null = null;
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) {
      const data = JSON.parse(line.slice(5)) as { thread_id?: string };
      threadId = data.thread_id ?? null;
    }
  }
  return event ? { event, threadId, at } : null;
}
