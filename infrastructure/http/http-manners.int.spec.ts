import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signUpMember } from '../testing/account-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';

const INDEX_HTML = '<!doctype html><html><head><script type="module" src="/assets/index-Bq3x9.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = 'console.log("app");';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A built site as `npm run build:web` leaves it, small. */
function builtSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ietochi-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-Bq3x9.js'), SCRIPT);
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

/** The headers a HEAD answer must share with GET's. */
const comparable = (headers: Record<string, unknown>) => {
  const { date: _date, 'x-request-id': _id, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

describe.each(storeKinds())('HTTP manners on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let webDir: string;

  beforeAll(async () => {
    webDir = builtSite();
    app = await createTestApp(kind, [], {}, { webDir });
    http = app.app.getHttpServer() as App;
  });
  afterAll(async () => {
    await app.dispose();
    rmSync(webDir, { recursive: true, force: true });
  });

  describe('HEAD', () => {
    it.each([
      ['an API answer', '/api/master/grounds'],
      ['an API answer with a path parameter', '/api/getAddressFromZipcode/1000001'],
      ['the top page', '/'],
      ['a page path the client router answers', '/property/search'],
      ['a page path with a parameter', '/list/kanto/tokyo'],
      ['a built script', '/assets/index-Bq3x9.js'],
      ['a built file at the root', '/favicon.svg'],
    ])('answers wherever GET does: %s, same headers, no body', async (_what, url) => {
      const get = await request(http).get(url).expect(200);
      const head = await request(http).head(url).expect(200);
      expect(comparable(head.headers)).toEqual(comparable(get.headers));
      expect(head.text ?? '').toBe('');
    });

    it('answers 404 where GET does', async () => {
      await request(http).get('/api/no-such-thing').expect(404);
      await request(http).head('/api/no-such-thing').expect(404);
      await request(http).head('/assets/missing-123.js').expect(404);
      await request(http).get('/no-such-page').expect(404);
      await request(http).head('/no-such-page').expect(404);
    });
  });

  describe('the built site', () => {
    it('serves the page for a page path and the script for its address', async () => {
      const page = await request(http).get('/mypage/favorite').expect(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      // The built page with the page's own head tags (see pages/public-pages.int.spec.ts).
      expect(page.text).toMatch(/^<!doctype html><html><head><script type="module" src="\/assets\/index-Bq3x9.js"><\/script>[\s\S]*<\/head><body><div id="root"><\/div><\/body><\/html>$/);
      const script = await request(http).get('/assets/index-Bq3x9.js').expect(200);
      expect(script.headers['content-type']).toMatch(/javascript/);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it.each(['/assets/index-Old42.js', '/assets/index-Old42.css', '/assets/fonts/missing.woff2', '/assets/', '/missing-icon.png', '/missing-notes.txt'])(
      'answers a missing file (%s) with 404, not the page',
      async (url) => {
        const response = await request(http).get(url).expect(404);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.text).not.toContain('<!doctype html>');
        expect(response.body).toMatchObject({ success: false, data: null });
      },
    );
  });

  describe('content security policy', () => {
    it("allows frames from YouTube's embed address, the admin's PDF preview as a blob object, and nothing more", async () => {
      const response = await request(http).get('/property/search').expect(200);
      expect((response.headers['content-security-policy'] as string).split('; ')).toEqual([
        "default-src 'self'",
        "script-src 'self'",
        'frame-src https://www.youtube-nocookie.com blob:',
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: blob:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        'object-src blob:',
      ]);
    });
  });

  describe('Cache-Control', () => {
    beforeEach(() => forgetAttempts(app));

    it('is no-store on every answer to a signed-in request, errors included', async () => {
      const member = await signUpMember(app);
      const auth = { Authorization: `Bearer ${member.token}` };
      expect((await request(http).get('/api/me').set(auth).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await request(http).get(`/api/mypage/user-info/${member.id}`).set(auth).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await request(http).get('/api/master/grounds').set(auth).expect(200)).headers['cache-control']).toBe('no-store');
      expect((await request(http).get('/api/mypage/user-info/someone-else').set(auth).expect(403)).headers['cache-control']).toBe('no-store');
      const refresh = await request(http).post('/api/token/refresh').set('Cookie', member.refreshCookie).send({});
      expect(refresh.headers['cache-control']).toBe('no-store');
    });

    it('is no-store in the account, admin and lawyer areas even without a credential', async () => {
      for (const url of ['/api/me', '/api/admin/users/20', '/api/lawyer/me', '/api/signup/check/active-link/not-a-token', '/api/dev/mailbox']) {
        const response = await request(http).get(url);
        expect([url, response.headers['cache-control']]).toEqual([url, 'no-store']);
      }
    });

    it('leaves public answers to a guest cacheable', async () => {
      const masters = await request(http).get('/api/master/grounds').expect(200);
      expect(masters.headers['cache-control']).toBeUndefined();
      const search = await request(http).post('/api/property/search').send({}).expect(200);
      expect(search.headers['cache-control']).toBeUndefined();
    });
  });

  describe('X-Request-Id', () => {
    it('keeps a short token the client sent and makes a new id in place of anything else, also when requests are not logged', async () => {
      expect((await request(http).get('/api/health').set('X-Request-Id', 'mobile-app:7.42').expect(200)).headers['x-request-id']).toBe('mobile-app:7.42');
      const odd = await request(http).get('/api/health').set('X-Request-Id', '<img src=x onerror=alert(1)>').expect(200);
      expect(odd.headers['x-request-id']).toMatch(UUID);
      expect((await request(http).get('/api/health').expect(200)).headers['x-request-id']).toMatch(UUID);
    });
  });

  describe('API document', () => {
    it('is served outside production', async () => {
      await request(http).get('/api/docs-json').expect(200);
    });
  });
});

describe('The API document switched off', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp('embedded', [], { API_DOCS: 'off' });
  });
  afterAll(() => app.dispose());

  it('answers /api/docs and /api/docs-json with 404', async () => {
    const http = app.app.getHttpServer() as App;
    await request(http).get('/api/docs').expect(404);
    await request(http).get('/api/docs-json').expect(404);
    await request(http).get('/api/docs/swagger-ui-init.js').expect(404);
  });
});
