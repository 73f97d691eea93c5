import fs from 'node:fs';
import path from 'node:path';
import { NotFoundException } from '@nestjs/common';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PageShell } from '../pages/page-shell';
import { loadPageRenderer } from '../pages/server-page-renderer';
import type { PublicPages } from '../pages/public-pages';

/** Where `npm run build:web` puts the site. */
export const WEB_DIST = path.resolve(__dirname, '..', '..', '..', '..', '..', 'web', 'dist');

function webDist(): string {
  // Compiled to dist/server/infrastructure/http/shared; run from source by tests at infrastructure/http/shared.
  const candidates = [WEB_DIST, path.resolve(__dirname, '..', '..', '..', 'web', 'dist')];
  return candidates.find((dir) => fs.existsSync(path.join(dir, 'index.html'))) ?? WEB_DIST;
}

function pathOf(url: string): string {
  const end = url.indexOf('?');
  return end === -1 ? url : url.slice(0, end);
}

function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Built files live under /assets; a page path never ends in a file name with one of these extensions. */
const FILE_EXTENSION = /\.(m?js|css|map|json|png|jpe?g|gif|svg|webp|avif|ico|woff2?|ttf|otf|txt|xml|webmanifest|wasm)$/i;

/**
 * A file that is not there is a 404, never the app's page: a browser that still holds an old
 * page asks for scripts of an earlier build, and index.html in their place fails as a script
 * with a misleading MIME error instead of a plain miss.
 */
function isMissingFile(pathname: string): boolean {
  return pathname.startsWith('/assets/') || FILE_EXTENSION.test(pathname);
}

/**
 * Serves the built web app on the API's port: files as they are or compressed at build time
 * (hashed assets cached for a year), and index.html for every other page path so the client router decides. A path under
 * `/api` that no controller answers, and a file that is not there, stay a JSON 404. HEAD is
 * answered wherever GET is, with the same headers and no body. `dir` is the built site, found
 * beside the server unless given. With `pages`, index.html carries each page's status and head
 * tags (`../pages/page-shell`), and the public pages their content when the site was built with
 * its server renderer. Returns whether a built site was found.
 */
export async function serveWebApp(fastify: FastifyInstance, dir = webDist(), pages?: PublicPages): Promise<boolean> {
  if (!fs.existsSync(path.join(dir, 'index.html'))) return false;
  const shell = pages ? new PageShell(dir, pages, loadPageRenderer(dir, fastify)) : null;
  // One route per built file, so the router answers files and the page fallback below takes the rest.
  await fastify.register(fastifyStatic, {
    root: dir,
    index: false,
    wildcard: false,
    // The build leaves a .br and a .gz beside each compressible file; the one the browser accepts
    // goes out with its Content-Encoding and `Vary: Accept-Encoding`, the plain file otherwise.
    preCompressed: true,
    setHeaders: (reply, file) => {
      if (file.includes(`${path.sep}assets${path.sep}`)) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // Fastify answers HEAD from this GET route (exposeHeadRoutes); the body is dropped for HEAD.
  // The page is compressed at build time like every built file (see response-compression.ts); a page
  // rendered on the server compresses itself, the same for GET and HEAD (see page-shell.ts).
  fastify.get('/*', { compress: false }, (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = pathOf(request.url);
    if (isApiPath(pathname) || isMissingFile(pathname)) throw new NotFoundException();
    reply.header('Cache-Control', 'no-cache');
    if (shell) return shell.send(request, reply);
    return reply.sendFile('index.html', { cacheControl: false });
  });
  return true;
}
