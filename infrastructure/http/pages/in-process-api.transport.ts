import type { FastifyInstance } from 'fastify';

/** Calls sent as POST that only read: the search takes its conditions in a body, and keeps no history for a guest. */
const READING_POSTS = new Set(['/api/property/search']);

function pathOf(input: string | URL | Request): string {
  if (typeof input === 'string') return input;
  return input instanceof URL ? `${input.pathname}${input.search}` : input.url;
}

function isRead(method: string, url: string): boolean {
  if (!url.startsWith('/api/')) return false;
  const queryAt = url.indexOf('?');
  return method === 'GET' || (method === 'POST' && READING_POSTS.has(queryAt === -1 ? url : url.slice(0, queryAt)));
}

/**
 * `fetch` for the web app rendered on the server: each API call of a page goes through the app's own
 * routes in-process (`inject`), so the page is made from exactly the answers the browser would get.
 * Always as a guest: no header of the visitor's request is passed on (no token, no cookie), so a
 * page never holds what the API keeps from guests, such as a listing's street address. Reads only.
 */
export function inProcessApi(fastify: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = pathOf(input);
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!isRead(method, url)) throw new TypeError(`a page rendered on the server only reads the API, not ${method} ${url}`);
    const body = method === 'POST' && typeof init?.body === 'string' ? init.body : undefined;
    const answer = await fastify.inject({
      method: method as 'GET' | 'POST',
      url,
      headers: body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { payload: body }),
    });
    const contentType = answer.headers['content-type'];
    return new Response(answer.statusCode === 204 ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
