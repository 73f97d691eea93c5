/** Methods that change something on the server: each call carries its own Idempotency-Key. */
const WRITE_METHODS = new Set(['POST', 'PATCH', 'PUT', 'DELETE']);

/** Waits before each new attempt after a network failure: three retries, then the failure is the caller's. */
export const NETWORK_RETRY_DELAYS_MS: readonly number[] = [300, 1000, 3000];

/** How a request leaves: the browser's fetch, or the server's own answers while it renders a page. */
let transport: typeof fetch = (input, init) => fetch(input, init);

/** Set once by the server's page renderer, whose calls are answered in-process rather than over the network. */
export function setFetchTransport(next: typeof fetch): void {
  transport = next;
}

/** A new key for one user action when `method` writes, else undefined. */
export function idempotencyKeyFor(method: string | undefined): string | undefined {
  return method && WRITE_METHODS.has(method.toUpperCase()) ? crypto.randomUUID() : undefined;
}

function wait(ms: number, signal: AbortSignal | null | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('The operation was aborted.', 'AbortError'));
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new DOMException('The operation was aborted.', 'AbortError'));
      },
      { once: true },
    );
  });
}

/**
 * `fetch` for one user action. With a key, the request carries it as `Idempotency-Key` and a
 * network failure (the request may or may not have reached the server) is sent again with the
 * same key after a pause, so the server does the write once whichever attempt got through. An
 * answer, even an error status, is never retried here: the server has spoken.
 */
export async function idempotentFetch(input: string, init: RequestInit, key: string | undefined): Promise<Response> {
  if (key === undefined) return transport(input, init);
  const headers = new Headers(init.headers);
  headers.set('Idempotency-Key', key);
  const keyed = { ...init, headers };
  for (let attempt = 0; ; attempt++) {
    try {
      return await transport(input, keyed);
    } catch (error) {
      const networkFailure = error instanceof TypeError;
      if (!networkFailure || attempt >= NETWORK_RETRY_DELAYS_MS.length) throw error;
      await wait(NETWORK_RETRY_DELAYS_MS[attempt], init.signal);
    }
  }
}
