import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { inProcessApi } from './in-process-api.transport';

/** What `web/src/entry-server.tsx` answers for a page (the web's own types stay on its side of the build). */
export interface RenderedPage {
  styles: string;
  body: ReadableStream<Uint8Array>;
  stateScript: string;
}

export type RenderPage = (url: string, options: { notFound: boolean }) => Promise<RenderedPage>;

interface ServerBundle {
  createPageRenderer(transport: typeof fetch): RenderPage;
}

/** `npm run build:web` puts the server's copy of the app beside the site: web/dist-ssr next to web/dist. */
export function serverBundleOf(webDir: string): string {
  return path.join(path.dirname(path.resolve(webDir)), 'dist-ssr', 'entry-server.cjs');
}

/**
 * The renderer of the built web app for this server, or null when the site was built without it:
 * the pages then go out as the empty shell the browser renders, as before. The bundle is loaded once
 * per process and its API calls go to the app that loaded it last: one app a process, as `main.ts` runs it.
 */
export function loadPageRenderer(webDir: string, fastify: FastifyInstance): RenderPage | null {
  const file = serverBundleOf(webDir);
  if (!fs.existsSync(file)) return null;
  const bundle = createRequire(__filename)(file) as ServerBundle;
  return bundle.createPageRenderer(inProcessApi(fastify));
}

const ROOT = '<div id="root"></div>';

/**
 * The page as it goes out: the shell up to `#root` with the page's styles ahead of its stylesheet,
 * the rendered markup streamed into `#root`, then the data element and the rest of the shell.
 * Null when the shell has no empty `#root` to fill.
 */
export function renderedHtml(shell: string, page: RenderedPage): Readable | null {
  const root = shell.indexOf(ROOT);
  const headEnd = shell.search(/<\/head>/i);
  if (root === -1 || headEnd === -1 || headEnd > root) return null;
  // Before the site's own stylesheet and scripts, where Ant Design puts its styles in the browser too:
  // the site's rules, as specific as Ant Design's, come later and win.
  const firstAsset = shell.slice(0, headEnd).search(/<(script|link[^>]*rel="?stylesheet)/i);
  const stylesAt = firstAsset === -1 ? headEnd : firstAsset;
  const rootOpen = root + ROOT.length - '</div>'.length;
  const before = `${shell.slice(0, stylesAt)}${page.styles}\n    ${shell.slice(stylesAt, rootOpen)}`;
  const after = `</div>${page.stateScript}${shell.slice(root + ROOT.length)}`;
  async function* chunks(): AsyncGenerator<Buffer> {
    yield Buffer.from(before);
    for await (const chunk of page.body as unknown as AsyncIterable<Uint8Array>) yield Buffer.from(chunk);
    yield Buffer.from(after);
  }
  return Readable.from(chunks(), { objectMode: false });
}
