import fs from 'node:fs';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { compressedPage, pageEncodingFor } from './page-compression';
import { withHead } from './page-head';
import { builtPublicPageStyles, withInlineStyles } from './page-stylesheets';
import type { PublicPages } from './public-pages';
import { renderedHtml, type RenderPage } from './server-page-renderer';

/**
 * The built index.html answered for a page path, with the page's status and head tags: crawlers and
 * link previews read the title, description, picture and price without running a script, and an
 * unknown page is a 404 for them too. With `render`, the public pages also carry their content,
 * rendered by the web app itself and hydrated in the browser; members' and back-office pages, and
 * any page whose render fails, stay the empty shell the browser renders.
 */
export class PageShell {
  private readonly shell: string;

  constructor(
    webDir: string,
    private readonly pages: PublicPages,
    private readonly render: RenderPage | null = null,
  ) {
    // Read once: the built site does not change under a running server (`npm start` builds first).
    this.shell = withInlineStyles(fs.readFileSync(path.join(webDir, 'index.html'), 'utf8'), builtPublicPageStyles(webDir));
  }

  async send(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    // Split by hand, not with URL: `//host/path` is a path here, never an address elsewhere.
    const queryAt = request.url.indexOf('?');
    const pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
    const query = new URLSearchParams(queryAt === -1 ? '' : request.url.slice(queryAt + 1));
    reply.type('text/html; charset=utf-8');
    let html: string;
    let prerender: boolean;
    let status: number;
    try {
      const page = await this.pages.resolve(pathname, query);
      html = withHead(this.shell, page.head);
      prerender = page.prerender;
      status = page.status;
    } catch (error) {
      // The read side failed: the page still loads in the browser, and crawlers are told to come back.
      console.error(`page ${pathname} failed:`, error);
      return reply.code(503).header('Retry-After', '30').send(this.shell);
    }
    reply.code(status);
    if (this.render && prerender) {
      const rendered = await this.rendered(request.url, html, status === 404);
      if (rendered) {
        const encoding = pageEncodingFor(request.headers['accept-encoding']);
        reply.header('Vary', 'Accept-Encoding');
        if (!encoding) return reply.send(rendered);
        return reply.header('Content-Encoding', encoding).send(compressedPage(rendered, encoding));
      }
    }
    return reply.send(html);
  }

  private async rendered(url: string, html: string, notFound: boolean) {
    try {
      const page = await this.render!(url, { notFound });
      const stream = renderedHtml(html, page);
      if (!stream) await page.body.cancel();
      return stream;
    } catch (error) {
      // The browser can still render the page from the empty shell: never a 500 for it.
      console.error(`page ${url} could not be rendered on the server:`, error);
      return null;
    }
  }
}
