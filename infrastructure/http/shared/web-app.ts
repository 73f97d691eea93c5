import fs from 'node:fs';
import path from 'node:path';
import { NotFoundException } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Where `npm run build:web` puts the site. */
export const WEB_DIST = path.resolve(__dirname, '..', '..', '..', '..', '..', 'web', 'dist');

function webDist(): string {
  // Compiled to dist/server/infrastructure/http/shared; run from source by tests at infrastructure/http/shared.
  const candidates = [WEB_DIST, path.resolve(__dirname, '..', '..', '..', 'web', 'dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? WEB_DIST;
}

function isApiPath(url: string): boolean {
  const end = url.indexOf('?');
  const pathname = end === -1 ? url : url.slice(0, end);
  return pathname === '/api' || pathname.startsWith('/api/');
}

/**
 * Serves the built web app on the API's port: files as they are (hashed assets cached for a
 * year), and index.html for every other page path so the client router decides. A path under
 * `/api` that no controller answers stays a JSON 404. Returns whether a built site was found.
 */
export async function serveWebApp(fastify: FastifyInstance): Promise<boolean> {
  const dir = webDist();
  if (!fs.existsSync(path.join(dir, 'index.html'))) return false;
  // One route per built file, so the router answers files and the page fallback below takes the rest.
  await fastify.register(fastifyStatic, {
    root: dir,
    index: false,
    wildcard: false,
    setHeaders: (reply, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  fastify.get('/*', (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' || isApiPath(request.url)) throw new NotFoundException();
    reply.header('Cache-Control', 'no-cache');
    return reply.sendFile('index.html', { cacheControl: false });
  });
  return true;
}
