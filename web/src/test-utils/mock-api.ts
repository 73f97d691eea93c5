import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  url: string;
  init: RequestInit;
  headers: Headers;
  /** The parsed JSON body, or the FormData as sent. */
  body: unknown;
}

type Handler = (call: ApiCall) => Response | Promise<Response>;

export function ok(data: unknown, status = 200): Response {
  return new Response(JSON.stringify({ success: true, message: '', data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export function fail(status: number, message: string, extra: { errors?: unknown; data?: unknown } = {}): Response {
  return new Response(JSON.stringify({ success: false, message, data: extra.data ?? null, errors: extra.errors }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** Routes every fetch to `handler`, keyed `'GET /api/me'`; an unknown call answers 404. */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = (init.method ?? 'GET').toUpperCase();
    const body =
      init.body instanceof FormData ? init.body : typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call: ApiCall = { method, url, init, headers: new Headers(init.headers), body };
    calls.push(call);
    const path = url.split('?')[0] ?? url;
    const handler = routes[`${method} ${url}`] ?? routes[`${method} ${path}`];
    return handler ? handler(call) : fail(404, `no mock for ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    calls,
    callsTo: (method: string, path: string) => calls.filter((call) => call.method === method && call.url.split('?')[0] === path),
  };
}
