import { vi } from 'vitest';

export interface FakeRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: unknown;
}

export interface FakeReply {
  status?: number;
  body?: unknown;
  blob?: Blob;
}

export type FakeRoute = (request: FakeRequest) => FakeReply | Promise<FakeReply>;

/** Data answered as a successful envelope. */
export const ok =
  (data: unknown): FakeRoute =>
  () => ({ body: { success: true, message: '', data } });

export const fail =
  (status: number, message: string, errors?: Record<string, string[]>): FakeRoute =>
  () => ({ status, body: { success: false, message, data: null, errors } });

/**
 * A fetch stand-in keyed by `METHOD /path` (query ignored). Unknown calls answer 404, and every call
 * is kept in `requests` so a test can read the body and headers that were sent.
 */
export function fakeApi(routes: Record<string, FakeRoute>) {
  const requests: FakeRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: FakeRequest = { method, url, headers: new Headers(init.headers), body };
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`];
    const reply = route ? await route(request) : { status: 404, body: { success: false, message: '見つかりません。', data: null } };
    if (reply.blob) {
      // jsdom's Blob is not one the fetch Response understands: hand over its bytes and type.
      const bytes = await reply.blob.arrayBuffer();
      return new Response(bytes, { status: reply.status ?? 200, headers: { 'Content-Type': reply.blob.type } });
    }
    return new Response(JSON.stringify(reply.body ?? null), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  const find = (method: string, path: string) =>
    requests.filter((request) => request.method === method && request.url.pathname === path);
  return { fetchMock, requests, find };
}
