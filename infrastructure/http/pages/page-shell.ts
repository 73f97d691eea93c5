import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withHead } from './page-head';
import type { PublicPages } from './public-pages';

/**
 * The built index.html answered for a page path, with the page's status and head tags: the browser
 * renders the page as before, while crawlers and link previews read the title, description, picture
 * and price without running a script, and an unknown page is a 404 for them too.
 */
export class PageShell {
  private readonly shell: string;

  constructor(
    webDir: string,
    private readonly pages: PublicPages,
  ) {
    // Read once: the built site does not change under a running server (`npm start` builds first).
    this.shell = fs.readFileSync(path.join(webDir, 'index.html'), 'utf8');
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // Split by hand, not with URL: `//host/path` is a path here, never an address elsewhere.
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    reply.type('text/html; charset=utf-8');
    try {
      const page = await this.pages.resolve(pathname, query);
      return reply.code(page.status).send(withHead(this.shell, page.head));
    } catch (error) {
      // The read side failed: the page still loads in the browser, and crawlers are told to come back.
      console.error(`page ${pathname} failed:`, error);
      return reply.code(503).header('Retry-After', '30').send(this.shell);
    }
  }
}
