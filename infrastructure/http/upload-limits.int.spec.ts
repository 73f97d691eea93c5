import { once } from 'node:events';
import { createDeflate } from 'node:zlib';
import { crc32 } from 'node:zlib';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { UPLOAD_LIMIT, UPLOAD_RATE_LIMITED_MESSAGE } from '../../application/accounts/upload-rate-limit';
import { TOO_MANY_PIXELS_DECODED_WHOLE_MESSAGE, TOO_MANY_PIXELS_MESSAGE } from '../../application/properties/property-photos.service';
import { forgetAttempts, signUpMember, type SignedInMember } from '../testing/account-fixtures';
import { bearer, createDraft } from '../testing/property-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** Where each of the seven Adam7 passes starts and how far it steps, across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * A one-colour RGB PNG of the given size, written row by row so that making it never holds the
 * picture in memory: a few hundred kilobytes that decode to width × height × 3 bytes. An
 * interlaced one is stored in the seven Adam7 passes.
 */
async function plainPng(width: number, height: number, { interlaced = false } = {}): Promise<Buffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, interlaced ? 1 : 0], 8);
  const deflate = createDeflate({ level: 9 });
  const compressed: Buffer[] = [];
  deflate.on('data', (data: Buffer) => compressed.push(data));
  const passes = interlaced
    ? ADAM7.map(([x, y, stepX, stepY]) => ({ columns: Math.ceil((width - x) / stepX), rows: Math.ceil((height - y) / stepY) }))
    : [{ columns: width, rows: height }];
  for (const { columns, rows } of passes) {
    if (columns <= 0 || rows <= 0) continue;
    const row = Buffer.alloc(1 + columns * 3, 0x80);
    row[0] = 0;
    for (let y = 0; y < rows; y++) if (!deflate.write(row)) await once(deflate, 'drain');
  }
  deflate.end();
  await once(deflate, 'end');
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', Buffer.concat(compressed)), chunk('IEND', Buffer.alloc(0))]);
}

const MB = 1024 * 1024;

/** How far the process's resident memory rose above where it was while `work` ran. */
async function peakGrowth(work: () => Promise<unknown>): Promise<number> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 2);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return Math.max(peak, process.memoryUsage.rss()) - start;
}

describe.each(storeKinds())('Uploads on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let small: Buffer;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    small = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#789' } }).png().toBuffer();
  });
  afterAll(() => app.dispose());
  beforeEach(() => forgetAttempts(app));

  const photo = (member: SignedInMember, propertyId: string, bytes: Buffer) =>
    request(http).post(`/api/property/edit/${propertyId}/image`).set(bearer(member.token)).attach('image', bytes, { filename: 'photo.png', contentType: 'image/png' });
  const documents = (member: SignedInMember, count: number) => {
    let call = request(http).post('/api/mypage/user/upload-identification').set(bearer(member.token));
    for (let index = 0; index < count; index++) call = call.attach('files', small, { filename: `id-${index}.png`, contentType: 'image/png' });
    return call;
  };
  const storedPhotos = async () => (await readdir(path.join(app.dataDir, 'files', 'property-photos')).catch(() => [] as string[])).length;

  describe('pixel count', () => {
    it('refuses a picture of more than 50 megapixels from its header, before decoding it, and stores nothing', async () => {
      const member = await signUpMember(app);
      const property = await createDraft(http, member.token);
      const huge = await plainPng(10_000, 10_000);
      expect(huge.length).toBeLessThan(1 * MB);
      const before = await storedPhotos();
      let response: request.Response | undefined;
      const growth = await peakGrowth(async () => {
        response = await photo(member, property, huge);
      });
      expect(response?.status).toBe(422);
      expect(response?.body).toMatchObject({ success: false, errors: { image: [TOO_MANY_PIXELS_MESSAGE] } });
      // Decoding it would take 300 MB (10 000 × 10 000 × 3 bytes).
      expect(growth).toBeLessThan(60 * MB);
      expect(await storedPhotos()).toBe(before);
    });

    it('refuses an interlaced 7000 × 7000 picture, which can only be decoded whole, before decoding it', async () => {
      const member = await signUpMember(app);
      const property = await createDraft(http, member.token);
      const interlaced = await plainPng(7_000, 7_000, { interlaced: true });
      expect((await sharp(interlaced).metadata()).isProgressive).toBe(true);
      let response: request.Response | undefined;
      const growth = await peakGrowth(async () => {
        response = await photo(member, property, interlaced);
      });
      expect(response?.status).toBe(422);
      expect(response?.body.errors).toEqual({ image: [TOO_MANY_PIXELS_DECODED_WHOLE_MESSAGE] });
      // Decoded whole it took 180 MB, twice that when both copies decoded it.
      expect(growth).toBeLessThan(60 * MB);
    });

    it('takes an interlaced picture of ordinary size', async () => {
      const member = await signUpMember(app);
      const property = await createDraft(http, member.token);
      const response = await photo(member, property, await plainPng(2_000, 1_500, { interlaced: true })).expect(201);
      expect(response.body.data[0]).toMatchObject({ width: 1600, height: 1200 });
    });

    it('takes a 7000 × 7000 picture (49 megapixels) with memory that does not grow by hundreds of megabytes', async () => {
      const member = await signUpMember(app);
      const property = await createDraft(http, member.token);
      const large = await plainPng(7_000, 7_000);
      let response: request.Response | undefined;
      const growth = await peakGrowth(async () => {
        response = await photo(member, property, large);
      });
      expect(response?.status).toBe(201);
      expect(response?.body.data[0]).toMatchObject({ width: 1600, height: 1600 });
      // The whole picture decoded at once is 147 MB, twice over when both copies decode it.
      expect(growth).toBeLessThan(100 * MB);
    });
  });

  describe('rate limit per account', () => {
    it(`takes ${UPLOAD_LIMIT.files} files in ${UPLOAD_LIMIT.windowSeconds / 60} minutes across every upload endpoint, then answers 429 with Retry-After`, async () => {
      const member = await signUpMember(app);
      const property = await createDraft(http, member.token);
      // Identity documents: ten files a request, refused past three but counted all the same.
      for (let request = 0; request < (UPLOAD_LIMIT.files - 10) / 10; request++) {
        const response = await documents(member, 10);
        expect(response.status).toBe(422);
      }
      for (let count = 0; count < 10; count++) await photo(member, property, small).expect(201);

      const windowLeft = UPLOAD_LIMIT.windowSeconds - ((Date.parse(app.clock.now()) / 1000) % UPLOAD_LIMIT.windowSeconds);
      const refused = await photo(member, property, small).expect(429);
      expect(refused.body).toEqual({ success: false, message: UPLOAD_RATE_LIMITED_MESSAGE, data: null });
      const retryAfter = Number(refused.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(Math.ceil(windowLeft));
      expect(retryAfter).toBeGreaterThanOrEqual(Math.floor(windowLeft) - 2);
      await documents(member, 1).expect(429);

      const listed = await request(http).get(`/api/property/edit/${property}`).set(bearer(member.token)).expect(200);
      expect(listed.body.data.images).toHaveLength(10);

      const other = await signUpMember(app);
      await documents(other, 1).expect(201);

      app.clock.advance(UPLOAD_LIMIT.windowSeconds * 1000);
      await photo(member, property, small).expect(201);
    });
  });
});
