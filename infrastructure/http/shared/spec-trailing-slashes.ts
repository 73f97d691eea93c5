import type { IncomingMessage } from 'node:http';

/**
 * Addresses the spec writes with a trailing slash (`POST /api/slider/create/`). The router takes
 * each path in one spelling, so these are read without the slash; every other address keeps
 * its 404 for a spelling it does not know.
 */
const SLASHED = new Set(['/api/slider/create/']);

export function specTrailingSlashes(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  return SLASHED.has(path) ? path.slice(0, -1) + (query === -1 ? '' : url.slice(query)) : url;
}
