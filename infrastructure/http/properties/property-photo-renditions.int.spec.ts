import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signInAdmin, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, changeStatus, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

interface Rendition {
  width: number;
  height: number;
  format: 'avif' | 'webp' | 'jpeg';
  url: string;
}

interface PropertyImage {
  id: string;
  width: number;
  height: number;
  renditions: Rendition[];
}

const TYPES = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg' } as const;
/** What sharp's metadata calls each format (AVIF is an HEIF container). */
const DECODED_AS = { avif: 'heif', webp: 'webp', jpeg: 'jpeg' } as const;
const PUBLIC_RENDITION_CACHE = 'public, max-age=31536000, s-maxage=300, immutable';

/** A phone photo: camera details and the place it was taken (the house's own coordinates) in its EXIF. */
function phonePhoto(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 150, g: 110, b: 70 } } })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 19/1 3000/100', GPSLongitudeRef: 'E', GPSLongitude: '138/1 25/1 1200/100' },
    })
    .jpeg()
    .toBuffer();
}

/** Whether EXIF carries a pointer to GPS data (tag 0x8825), in either byte order. */
const hasGps = (exif: Buffer | undefined) => !!exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88])));

describe.each(storeKinds())('Listing photo renditions on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let owner: SignedInMember;
  let other: SignedInMember;
  let admin: string;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    owner = await signUpSeller(app);
    other = await signUpMember(app);
    await forgetAttempts(app);
    admin = await signInAdmin(http);
  });
  afterAll(() => app.dispose());

  const photoDir = () => path.join(app.dataDir, 'files', 'property-photos');
  const filesOf = async (imageId: string) => (await readdir(photoDir())).filter((name) => name.startsWith(imageId)).sort();
  const upload = async (propertyId: string, bytes: Buffer) => {
    const response = await request(http)
      .post(`/api/property/edit/${propertyId}/image`)
      .set(bearer(owner.token))
      .attach('image', bytes, { filename: 'IMG_0001.jpg', contentType: 'image/jpeg' })
      .expect(201);
    return (response.body.data as PropertyImage[]).at(-1) as PropertyImage;
  };
  const fetchAs = (token: string | null, url: string) => {
    const call = request(http).get(url).buffer(true);
    return token ? call.set(bearer(token)) : call;
  };

  it('makes 320, 640 and 1280 px renditions in AVIF, WebP and JPEG at upload, with no EXIF or GPS, and lists them in the answer', async () => {
    const property = await listingIn(http, owner.token, 'draft');
    const original = await phonePhoto(2000, 1500);
    expect(hasGps((await sharp(original).metadata()).exif)).toBe(true);

    const image = await upload(property, original);
    const expected = [320, 640, 1280].flatMap((width) =>
      (['avif', 'webp', 'jpeg'] as const).map((format) => ({ width, height: (width * 3) / 4, format, url: `/api/property/image/${image.id}/rendition/${width}.${format}` })),
    );
    expect(image.renditions).toEqual(expected);
    // Made once, at upload: all nine are on disk before anyone asks for one.
    expect(await filesOf(image.id)).toHaveLength(2 + 9);

    for (const rendition of image.renditions) {
      const response = await fetchAs(owner.token, rendition.url).expect(200);
      expect(response.headers['content-type']).toBe(TYPES[rendition.format]);
      const metadata = await sharp(response.body as Buffer).metadata();
      expect({ format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        format: DECODED_AS[rendition.format],
        width: rendition.width,
        height: rendition.height,
      });
      expect(metadata.exif).toBeUndefined();
      expect(hasGps(metadata.exif)).toBe(false);
      expect(metadata.xmp).toBeUndefined();
    }
    const detail = await request(http).get(`/api/property/edit/${property}`).set(bearer(owner.token)).expect(200);
    expect((detail.body.data.images as PropertyImage[])[0].renditions).toEqual(expected);
  });

  it('never makes a rendition wider than the photo: a 500 px photo comes in 320 and 500', async () => {
    const property = await listingIn(http, owner.token, 'draft');
    const image = await upload(property, await phonePhoto(500, 375));

    expect(image.renditions.map(({ width, height, format }) => `${width}x${height}.${format}`)).toEqual([
      '320x240.avif',
      '320x240.webp',
      '320x240.jpeg',
      '500x375.avif',
      '500x375.webp',
      '500x375.jpeg',
    ]);
    expect(await filesOf(image.id)).toHaveLength(2 + 6);
    const widest = await fetchAs(owner.token, `/api/property/image/${image.id}/rendition/500.webp`).expect(200);
    expect((await sharp(widest.body as Buffer).metadata()).width).toBe(500);
    for (const absent of ['640.webp', '1280.avif', '501.jpeg']) {
      await fetchAs(owner.token, `/api/property/image/${image.id}/rendition/${absent}`).expect(404);
    }
  });

  it('serves a draft photo only to its owner and admins, never cached; a guest and another member get 404', async () => {
    const property = await listingIn(http, owner.token, 'draft');
    const image = await upload(property, await phonePhoto(1400, 1050));
    const url = image.renditions.find((rendition) => rendition.width === 640 && rendition.format === 'avif')!.url;

    for (const token of [owner.token, admin]) {
      const response = await fetchAs(token, url).expect(200);
      expect(response.headers['content-type']).toBe('image/avif');
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    }
    for (const token of [null, other.token]) {
      const refused = await fetchAs(token, url).expect(404);
      expect(refused.body).toMatchObject({ success: false, message: '写真が見つかりません。' });
    }
  });

  it('serves a public listing photo to a guest with a long-lived, immutable cache header', async () => {
    const property = await listingIn(http, owner.token, 'draft');
    const image = await upload(property, await phonePhoto(1400, 1050));
    await changeStatus(http, owner.token, property, 'published').expect(200);

    for (const rendition of image.renditions) {
      const response = await fetchAs(null, rendition.url).expect(200);
      expect(response.headers['content-type']).toBe(TYPES[rendition.format]);
      expect(response.headers['cache-control']).toBe(PUBLIC_RENDITION_CACHE);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-disposition']).toBe(`inline; filename="${image.id}-${rendition.width}.${rendition.format === 'jpeg' ? 'jpg' : rendition.format}"`);
    }
    await changeStatus(http, owner.token, property, 'withdrawn').expect(200);
    await fetchAs(null, image.renditions[0].url).expect(404);
  });

  it('makes the renditions of a photo stored before renditions existed from its web copy when first asked, and keeps them', async () => {
    const property = await listingIn(http, owner.token, 'draft');
    const image = await upload(property, await phonePhoto(1600, 900));
    for (const name of await filesOf(image.id)) {
      if (!name.endsWith('-web') && !name.endsWith('-thumb')) await rm(path.join(photoDir(), name));
    }
    expect(await filesOf(image.id)).toEqual([`${image.id}-thumb`, `${image.id}-web`]);

    const [first, second] = await Promise.all([
      fetchAs(owner.token, `/api/property/image/${image.id}/rendition/1280.avif`).expect(200),
      fetchAs(owner.token, `/api/property/image/${image.id}/rendition/1280.avif`).expect(200),
    ]);
    expect(first.headers['content-type']).toBe('image/avif');
    const metadata = await sharp(first.body as Buffer).metadata();
    expect({ format: metadata.format, width: metadata.width, height: metadata.height, exif: metadata.exif }).toEqual({
      format: 'heif',
      width: 1280,
      height: 720,
      exif: undefined,
    });
    expect(Buffer.compare(first.body as Buffer, second.body as Buffer)).toBe(0);
    expect(await filesOf(image.id)).toEqual([`${image.id}-r1280-avif`, `${image.id}-thumb`, `${image.id}-web`]);
    const again = await fetchAs(owner.token, `/api/property/image/${image.id}/rendition/1280.avif`).expect(200);
    expect(Buffer.compare(again.body as Buffer, first.body as Buffer)).toBe(0);
  });

  it('answers 404 to a rendition address that names no rendition, and removes every rendition with its photo', async () => {
    const property = await listingIn(http, owner.token, 'draft');
    const image = await upload(property, await phonePhoto(800, 600));
    for (const file of ['640.gif', '640', '0640.webp', '640.webp.exe', '..%2F..%2Fetc', '1e3.jpeg', '99999999.jpeg']) {
      await fetchAs(owner.token, `/api/property/image/${image.id}/rendition/${file}`).expect(404);
    }
    await fetchAs(owner.token, '/api/property/image/00000000-0000-4000-8000-000000000000/rendition/640.webp').expect(404);

    expect(await filesOf(image.id)).toHaveLength(2 + 9);
    await request(http).delete(`/api/property/edit/${property}/image/${image.id}`).set(bearer(owner.token)).expect(200);
    expect(await filesOf(image.id)).toEqual([]);
    await fetchAs(owner.token, image.renditions[0].url).expect(404);
  });
});
