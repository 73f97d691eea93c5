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
    const url = new URL(request.url, 'http://page.invalid');
    reply.type('text/html; charset=utf-8');
    try {
      const page = await this.pages.resolve(url.pathname, url.searchParams);
      return reply.code(page.status).send(withHead(this.shell, page.head));
    } catch (error) {
      // The read side failed: the page still loads in the browser, and crawlers are told to come back.
      console.error(`page ${url.pathname} failed:`, error);
      return reply.code(503).header('Retry-After', '30').send(this.shell);
    }
  }
}
