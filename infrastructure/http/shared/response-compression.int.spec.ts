import { randomBytes } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import http, { type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { precompressFiles } from '../../../scripts/web/precompress-files';
import { signUpMember } from '../../testing/account-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const SCRIPT = Array.from({ length: 400 }, (_, i) => `export const value${i} = "物件${i}";`).join('\n');
const INDEX_HTML = `<!doctype html><html lang="ja"><head><script type="module" src="/assets/index-Bq3x9.js"></script></head><body><div id="root"></div>${'<!-- いえとち直売所 -->'.repeat(80)}</body></html>`;
const PHOTO = randomBytes(4096);

/** A built site as `npm run build:web` leaves it, compressed copies included. */
async function builtSite(): Promise<string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ietochi-web-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-Bq3x9.js'), SCRIPT);
  writeFileSync(path.join(dir, 'assets', 'photo-Zx81.png'), PHOTO);
  await precompressFiles(dir);
  return dir;
}

describe.each(storeKinds())('Compressed answers on the %s store', (kind) => {
  let app: TestApp;
  let webDir: string;
  const get = (url: string, headers: Record<string, string> = {}) =>
    (app.app as NestFastifyApplication).getHttpAdapter().getInstance().inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    webDir = await builtSite();
    app = await createTestApp(kind, [], { PUBLIC_URL: 'http://localhost:3000' }, { webDir });
  });
  afterAll(async () => {
    await app.dispose();
    rmSync(webDir, { recursive: true, force: true });
  });

  describe('the built site', () => {
    it('sends the brotli copy to a browser that accepts it, cached for a year, and it decodes to the file', async () => {
      const response = await get('/assets/index-Bq3x9.js', { 'accept-encoding': 'gzip, deflate, br' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
      expect(zlib.brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
    });

    it('sends the gzip copy where brotli is not accepted', async () => {
      const response = await get('/assets/index-Bq3x9.js', { 'accept-encoding': 'gzip' });
      expect(response.headers['content-encoding']).toBe('gzip');
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(zlib.gunzipSync(response.rawPayload).toString('utf8')).toBe(SCRIPT);
    });

    it('sends the file as it is to a client that accepts no encoding', async () => {
      for (const headers of [{}, { 'accept-encoding': 'identity' }] as Record<string, string>[]) {
        const response = await get('/assets/index-Bq3x9.js', headers);
        expect(response.headers['content-encoding']).toBeUndefined();
        expect(response.rawPayload.toString('utf8')).toBe(SCRIPT);
      }
    });

    it('has the browser revalidate the page, which is made per request with its own head tags', async () => {
      const response = await get('/property/search', { 'accept-encoding': 'br' });
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      const html = response.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(response.rawPayload).toString('utf8') : response.rawPayload.toString('utf8');
      expect(html).toContain('<title>物件を探す | いえとち直売所</title>');
      expect(html).toContain('<div id="root"></div>');
    });

    it('leaves an image as it is', async () => {
      const response = await get('/assets/photo-Zx81.png', { 'accept-encoding': 'br, gzip' });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.rawPayload.equals(PHOTO)).toBe(true);
    });
  });

  describe('API answers', () => {
    it('compresses a JSON answer over 1 kB, and says the answer depends on Accept-Encoding', async () => {
      const plain = await get('/api/master/prefectures');
      expect(plain.rawPayload.length).toBeGreaterThan(1024);
      expect(plain.headers['content-encoding']).toBeUndefined();

      const brotli = await get('/api/master/prefectures', { 'accept-encoding': 'br' });
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotli.headers.vary).toMatch(/accept-encoding/i);
      expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(zlib.brotliDecompressSync(brotli.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.payload));

      const gzip = await get('/api/master/prefectures', { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.payload));
    });

    it('compresses a long answer in one piece and says its length, in brotli and in gzip', async () => {
      const plain = await get('/api/docs-json');
      expect(plain.rawPayload.length).toBeGreaterThan(64 * 1024);
      for (const [encoding, decode] of [
        ['br', zlib.brotliDecompressSync],
        ['gzip', zlib.gunzipSync],
      ] as const) {
        const answer = await get('/api/docs-json', { 'accept-encoding': encoding });
        expect(answer.headers['content-encoding']).toBe(encoding);
        expect(answer.headers['transfer-encoding']).toBeUndefined();
        expect(Number(answer.headers['content-length'])).toBe(answer.rawPayload.length);
        expect(answer.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
        expect(JSON.parse(decode(answer.rawPayload).toString('utf8'))).toEqual(JSON.parse(plain.payload));
      }
    });

    it('sends a small answer as it is', async () => {
      const response = await get('/api/notification-category/list', { 'accept-encoding': 'br, gzip' });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.length).toBeLessThan(1024);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(JSON.parse(response.payload)).toMatchObject({ success: true });
    });

    it('never compresses the live deal stream, so each event goes out when it is written', async () => {
      const member = await signUpMember(app);
      await app.app.listen(0, '127.0.0.1');
      const { port } = app.app.getHttpServer().address() as AddressInfo;
      const { response, first } = await new Promise<{ response: IncomingMessage; first: string }>((resolve, reject) => {
        const call = http.get(
          { host: '127.0.0.1', port, path: '/api/message/stream', headers: { Authorization: `Bearer ${member.token}`, 'Accept-Encoding': 'br, gzip' } },
          (answer) => answer.once('data', (chunk: Buffer) => {
            resolve({ response: answer, first: chunk.toString('utf8') });
            call.destroy();
          }),
        );
        call.on('error', (error) => (error.message.includes('socket hang up') ? undefined : reject(error)));
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(first).toContain('retry: 3000');
    });
  });
});
