import Fastify from 'fastify';
import { inProcessApi } from './in-process-api.transport';
import { pageEncodingFor } from './page-compression';
import { renderedHtml, type RenderedPage } from './server-page-renderer';

const SHELL =
  '<!doctype html><html><head><title>t</title><script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head>' +
  '<body><div id="root"></div></body></html>';

function pageOf(markup: string[]): RenderedPage {
  const encoder = new TextEncoder();
  return {
    styles: '<style>.ant-btn{}</style>',
    stateScript: '<script type="application/json" id="query-state">[]</script>',
    body: new ReadableStream<Uint8Array>({
      start(controller) {
        for (const part of markup) controller.enqueue(encoder.encode(part));
        controller.close();
      },
    }),
  };
}

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

describe('A page rendered on the server', () => {
  it("goes out as the shell with the styles ahead of the site's own, the markup in #root and the answers after it", async () => {
    const stream = renderedHtml(SHELL, pageOf(['<main>', '物件</main>']));
    expect(await textOf(stream!)).toBe(
      '<!doctype html><html><head><title>t</title><style>.ant-btn{}</style>\n    <script type="module" src="/assets/index.js"></script><link rel="stylesheet" href="/assets/index.css"></head>' +
        '<body><div id="root"><main>物件</main></div><script type="application/json" id="query-state">[]</script></body></html>',
    );
  });

  it('is not made when the shell has no empty #root to fill', () => {
    expect(renderedHtml('<html><head></head><body><div id="app"></div></body></html>', pageOf([]))).toBeNull();
  });
});

describe("The server's renderer's API calls", () => {
  const app = Fastify();
  app.get('/api/echo', async (request) => ({ success: true, message: '', data: { authorization: request.headers.authorization ?? null, cookie: request.headers.cookie ?? null } }));
  app.post('/api/property/search', async (request) => ({ success: true, message: '', data: request.body }));
  app.post('/api/favorite/toggle', async () => ({ success: true, message: '', data: 'written' }));
  afterAll(() => app.close());

  it('read as a guest: no token or cookie reaches the API, whatever the caller sets', async () => {
    const api = inProcessApi(app);
    const answer = await api('/api/echo', { headers: { Authorization: 'Bearer secret', Cookie: 'refresh=secret' } });
    expect(answer.status).toBe(200);
    expect((await answer.json()) as unknown).toEqual({ success: true, message: '', data: { authorization: null, cookie: null } });
  });

  it('send the search, a read with a body, and refuse every other write and any path outside the API', async () => {
    const api = inProcessApi(app);
    const search = await api('/api/property/search?page=1', { method: 'POST', body: JSON.stringify({ key_word: '古民家' }), headers: { 'Content-Type': 'application/json' } });
    expect(((await search.json()) as { data: unknown }).data).toEqual({ key_word: '古民家' });
    await expect(api('/api/favorite/toggle', { method: 'POST', body: '{}' })).rejects.toThrow(/only reads the API/);
    await expect(api('/admin', {})).rejects.toThrow(/only reads the API/);
  });
});

describe('The encoding of a rendered page', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    [undefined, null],
    ['br;q=0, gzip;q=0', null],
  ] as const)('for Accept-Encoding %s is %s', (header, encoding) => {
    expect(pageEncodingFor(header)).toBe(encoding);
  });
});
