import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, skipToken } from '@tanstack/react-query';
import type { Query } from '@tanstack/react-query';
import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { setFetchTransport } from './lib/idempotent-fetch';
import { createAppRoutes } from './app/app-routes';
import { GreenLayout } from './app/layouts/green.layout';
import { Providers } from './app/providers';
import { QUERY_STATE_ELEMENT_ID, type ServerAnswer } from './app/query-state';
import { NotFoundPage } from './pages/public/not-found.page';

/** What the server writes of a page around the built index.html. */
export interface RenderedPage {
  /** The `<style>` elements of the Ant Design styles the page uses, for `<head>`: the first paint is styled. */
  styles: string;
  /** The page's markup, for inside `#root`. */
  body: ReadableStream<Uint8Array>;
  /** The data element of the page's answers, after `#root`; empty when the browser should render the page anew. */
  stateScript: string;
}

export interface RenderOptions {
  /** The bilingual unknown-page screen, whatever the path: a listing nobody may open, a list of nothing. */
  notFound: boolean;
}

export type RenderPage = (url: string, options: RenderOptions) => Promise<RenderedPage>;

/**
 * Renders are repeated while they ask for answers not yet fetched: the first loads the route's lazy
 * page module (each render waits for everything) and shows the page loading, so naming its queries;
 * the next renders the page in place with their data, which may ask for a dependent query (the
 * listing's map link). Pages of this site need two or three. The browser meets the lazy page
 * unloaded: React keeps the server's markup of that part until its module arrives, then hydrates it.
 */
const MAX_PASSES = 4;

type Enabled = boolean | ((query: Query) => boolean) | undefined;

/** A query a render asked for that nobody has fetched, and that its page means to fetch now. */
function isWaiting(query: Query): boolean {
  if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
  if (!query.options.queryFn || query.options.queryFn === skipToken) return false;
  const enabled = (query.options as { enabled?: Enabled }).enabled;
  return (typeof enabled === 'function' ? enabled(query) : enabled) !== false;
}

async function renderAll(element: ReactNode): Promise<ReadableStream<Uint8Array>> {
  let failure: unknown = null;
  const stream = await renderToReadableStream(element, {
    // Every part inline, in order: a large part sent apart would need an inline script to move it
    // into place, which the content security policy does not run (and a page without JavaScript never would).
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    onError: (error) => {
      failure ??= error;
    },
  });
  await stream.allReady;
  if (failure !== null) {
    // A part that failed would be rendered again by the browser, differently: the caller falls back to the plain page.
    await stream.cancel();
    throw failure instanceof Error ? failure : new Error(String(failure));
  }
  return stream;
}

/** JSON inside `<script>`: `<`, `>`, `&`, U+2028 and U+2029 escaped, so no value can end the element. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** The successful answers of the client, as a data element: never run as a script (the content security policy allows none inline). */
function queryStateScript(queryClient: QueryClient): string {
  const answers: ServerAnswer[] = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === 'success')
    .map((query) => ({ key: query.queryKey, data: query.state.data, at: query.state.dataUpdatedAt }));
  return `<script type="application/json" id="${QUERY_STATE_ELEMENT_ID}">${scriptSafeJson(answers)}</script>`;
}

const notFoundRoutes: RouteObject[] = [
  {
    path: '*',
    element: (
      <GreenLayout>
        <NotFoundPage />
      </GreenLayout>
    ),
  },
];

/**
 * The server's entry into the web app (built by `npm run build:web` into web/dist-ssr). `transport`
 * answers the pages' API calls, as a guest: the server passes its own routes, called in-process, so
 * a page is made from the same answers the browser would fetch, under the same query keys.
 */
export function createPageRenderer(transport: typeof fetch): RenderPage {
  setFetchTransport(transport);
  const appHandler = createStaticHandler(createAppRoutes());
  const notFoundHandler = createStaticHandler(notFoundRoutes);

  return async (url, options) => {
    const handler = options.notFound ? notFoundHandler : appHandler;
    const context = await handler.query(new Request(new URL(url, 'http://localhost')));
    // No route of the app loads or redirects on the server; an answer here is not a page.
    if (context instanceof Response) throw new Error(`the router answered ${url} with status ${context.status}`);
    const router = createStaticRouter(handler.dataRoutes, context);
    // One client per request: no answer reaches another visitor's page. Nothing is retried but what a query asks for.
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const page = (cache: ReturnType<typeof createCache>) => (
      <StrictMode>
        <StyleProvider cache={cache}>
          <Providers queryClient={queryClient}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </Providers>
        </StyleProvider>
      </StrictMode>
    );

    try {
      for (let pass = 1; ; pass++) {
        const cache = createCache();
        const body = await renderAll(page(cache));
        const waiting = queryClient.getQueryCache().getAll().filter(isWaiting);
        if (waiting.length === 0 || pass === MAX_PASSES) {
          // A failed answer is not handed over, so the browser's first render would show the page loading where
          // this one shows the failure: that page is rendered anew there instead of hydrated.
          const failed = queryClient.getQueryCache().getAll().some((query) => query.state.status === 'error');
          const hydratable = !options.notFound && !failed && waiting.length === 0;
          return { styles: extractStyle(cache), body, stateScript: hydratable ? queryStateScript(queryClient) : '' };
        }
        await body.cancel();
        await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      }
    } finally {
      queryClient.clear();
    }
  };
}
