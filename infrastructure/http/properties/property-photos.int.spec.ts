import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signInAdmin, signInLawyer, signUpMember, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, changeStatus, createDraft, listingIn } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

type Format = 'jpeg' | 'png' | 'webp';

/** A real picture of the given size, made the way a camera or an editor would save it. */
function picture(width: number, height: number, format: Format): Promise<Buffer> {
  const blank = sharp({ create: { width, height, channels: 3, background: { r: 120, g: 160, b: 90 } } });
  return blank[format]().toBuffer();
}

interface PropertyImage {
  id: string;
  sort: number;
  url: string;
  thumb_url: string;
  width: number;
  height: number;
  renditions: Array<{ width: number; height: number; format: string; url: string }>;
}

const INVALID = { image: ['不正なファイルです。'] };

describe.each(storeKinds())('Listing photos on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let owner: SignedInMember;
  let other: SignedInMember;
  let admin: string;
  let lawyer: string;
  let small: Buffer;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    owner = await signUpSeller(app);
    other = await signUpMember(app);
    await forgetAttempts(app);
    admin = await signInAdmin(http);
    lawyer = await signInLawyer(http);
    small = await picture(64, 48, 'png');
  });
  afterAll(() => app.dispose());

  const upload = (token: string | null, propertyId: string, bytes: Buffer, name = 'photo.jpg', query = '') => {
    let call = request(http).post(`/api/property/edit/${propertyId}/image${query}`);
    if (token) call = call.set(bearer(token));
    return call.attach('image', bytes, { filename: name, contentType: 'image/jpeg' });
  };
  const order = (token: string | null, propertyId: string, imageIds: unknown) => {
    const call = request(http).post(`/api/property/edit/${propertyId}/image/order`);
    return (token ? call.set(bearer(token)) : call).send({ image_ids: imageIds });
  };
  const remove = (token: string | null, propertyId: string, imageId: string) => {
    const call = request(http).delete(`/api/property/edit/${propertyId}/image/${imageId}`);
    return token ? call.set(bearer(token)) : call;
  };
  const fetchImage = (token: string | null, url: string) => {
    const call = request(http).get(url).buffer(true);
    return token ? call.set(bearer(token)) : call;
  };
  const imagesOf = async (propertyId: string) =>
    (await request(http).get(`/api/property/edit/${propertyId}`).set(bearer(owner.token)).expect(200)).body.data.images as PropertyImage[];

  /** Every stored photo file, whoever's listing it belongs to. */
  async function storedFiles(): Promise<string[]> {
    try {
      return await readdir(path.join(app.dataDir, 'files', 'property-photos'));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  }

  async function sizeOf(token: string | null, url: string) {
    const response = await fetchImage(token, url).expect(200);
    const metadata = await sharp(response.body as Buffer).metadata();
    return { format: metadata.format, width: metadata.width, height: metadata.height, orientation: metadata.orientation, exif: metadata.exif };
  }

  it('takes JPEG, PNG and WebP, keeps a web copy at most 1600 px wide and a 480 px thumbnail, and answers the photos in order', async () => {
    const property = await createDraft(http, owner.token);
    const before = (await storedFiles()).length;

    const first = await upload(owner.token, property, await picture(2000, 1500, 'jpeg'), 'house.jpg').expect(201);
    expect(first.body).toMatchObject({ success: true, message: '写真を登録しました。' });
    const [jpeg] = first.body.data as PropertyImage[];
    expect(jpeg).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      sort: 1,
      url: `/api/property/image/${jpeg.id}/web`,
      thumb_url: `/api/property/image/${jpeg.id}/thumb`,
      width: 1600,
      height: 1200,
      renditions: expect.any(Array),
    });
    await upload(owner.token, property, await picture(2000, 1500, 'png'), 'garden.png').expect(201);
    const third = await upload(owner.token, property, await picture(800, 600, 'webp'), 'field.webp').expect(201);
    const images = third.body.data as PropertyImage[];
    expect(images.map(({ sort, width, height }) => ({ sort, width, height }))).toEqual([
      { sort: 1, width: 1600, height: 1200 },
      { sort: 2, width: 1600, height: 1200 },
      { sort: 3, width: 800, height: 600 },
    ]);

    for (const image of images) {
      const web = await fetchImage(owner.token, image.url).expect(200);
      expect(web.headers['content-type']).toBe('image/jpeg');
      expect(web.headers['x-content-type-options']).toBe('nosniff');
      expect(await sizeOf(owner.token, image.url)).toMatchObject({ format: 'jpeg', width: image.width, height: image.height });
      expect(await sizeOf(owner.token, image.thumb_url)).toMatchObject({ format: 'jpeg', width: 480, height: 360 });
    }

    const stored = await request(http).get(`/api/property/edit/${property}`).set(bearer(owner.token)).expect(200);
    expect(stored.body.data).toMatchObject({ images, thumb_image: jpeg.id });
    const files = await storedFiles();
    // Each photo: its web copy, its thumbnail and three widths (the 800 px one narrowed to 800) in three formats.
    expect(files).toHaveLength(before + 3 * (2 + 9));
    for (const name of files) expect(name).toMatch(/^[0-9a-f-]{36}-(web|thumb|r(320|640|1280)-(avif|webp|jpeg))$/);
  });

  it('turns a photo upright as its EXIF orientation says and keeps none of its metadata', async () => {
    const property = await createDraft(http, owner.token);
    const sideways = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 90, b: 160 } } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Copyright: '山田太郎', Artist: '山田太郎' } })
      .toBuffer();
    expect((await sharp(sideways).metadata()).orientation).toBe(6);

    const [image] = (await upload(owner.token, property, sideways).expect(201)).body.data as PropertyImage[];
    expect(image).toMatchObject({ width: 800, height: 1200 });
    const web = await sizeOf(owner.token, image.url);
    expect(web).toEqual({ format: 'jpeg', width: 800, height: 1200, orientation: undefined, exif: undefined });
    expect(await sizeOf(owner.token, image.thumb_url)).toMatchObject({ width: 480, height: 720, exif: undefined });
  });

  it('makes a photo sent with thumbnail=true the primary one, takes a new order and renumbers after a removal', async () => {
    const property = await createDraft(http, owner.token);
    const a = ((await upload(owner.token, property, small).expect(201)).body.data as PropertyImage[])[0].id;
    const b = ((await upload(owner.token, property, small).expect(201)).body.data as PropertyImage[])[1].id;
    const primary = await upload(owner.token, property, small, 'front.png', '?thumbnail=true').expect(201);
    const c = (primary.body.data as PropertyImage[])[0].id;
    expect((primary.body.data as PropertyImage[]).map(({ id, sort }) => [id, sort])).toEqual([
      [c, 1],
      [a, 2],
      [b, 3],
    ]);
    expect((await request(http).get(`/api/property/edit/${property}`).set(bearer(owner.token)).expect(200)).body.data.thumb_image).toBe(c);

    const reordered = await order(owner.token, property, [b, c, a]).expect(200);
    expect(reordered.body.message).toBe('写真の並び順を保存しました。');
    expect((reordered.body.data as PropertyImage[]).map(({ id, sort }) => [id, sort])).toEqual([
      [b, 1],
      [c, 2],
      [a, 3],
    ]);
    for (const wrong of [[b, c], [b, c, a, a], [b, c, '00000000-0000-4000-8000-000000000000'], []]) {
      const refused = await order(owner.token, property, wrong).expect(422);
      expect(refused.body.errors).toEqual({ image_ids: ['並び順には、この物件の写真をすべて1回ずつ指定してください。'] });
    }
    expect((await order(owner.token, property, 'b,c,a').expect(422)).body.errors).toHaveProperty('image_ids');
    expect((await imagesOf(property)).map(({ id }) => id)).toEqual([b, c, a]);

    const before = (await storedFiles()).length;
    const left = await remove(owner.token, property, b).expect(200);
    expect(left.body.message).toBe('写真を削除しました。');
    expect((left.body.data as PropertyImage[]).map(({ id, sort }) => [id, sort])).toEqual([
      [c, 1],
      [a, 2],
    ]);
    // A 64 px photo has one rendition width, in three formats, beside its two copies.
    expect(await storedFiles()).toHaveLength(before - 5);
    await fetchImage(owner.token, `/api/property/image/${b}/web`).expect(404);
    await remove(owner.token, property, b).expect(404);
    expect((await request(http).get(`/api/property/edit/${property}`).set(bearer(owner.token)).expect(200)).body.data.thumb_image).toBe(c);
  });

  it('holds at most 20 photos: the 21st is refused and nothing of it is stored', async () => {
    const property = await createDraft(http, owner.token);
    for (let count = 1; count <= 20; count++) await upload(owner.token, property, small).expect(201);
    const before = await storedFiles();
    const refused = await upload(owner.token, property, small, 'one-more.png', '?thumbnail=true').expect(422);
    expect(refused.body.errors).toEqual({ image: ['物件の写真は20枚まで登録できます。'] });
    expect(await storedFiles()).toEqual(before);
    expect(await imagesOf(property)).toHaveLength(20);
  });

  describe('refuses what is not a picture, storing nothing', () => {
    it.each([
      ['HTML renamed .jpg', () => Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>'), 'photo.jpg'],
      ['SVG with script', () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'photo.svg'],
      ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;'), 'photo.gif'],
      ['an empty file', () => Buffer.alloc(0), 'photo.jpg'],
      ['a JPEG signature with nothing after it', () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0, 0, 0]), 'photo.jpg'],
    ])('%s', async (_label, bytes, name) => {
      const property = await createDraft(http, owner.token);
      const before = await storedFiles();
      const response = await upload(owner.token, property, bytes(), name).expect(422);
      expect(response.body).toMatchObject({ success: false, errors: INVALID });
      expect(await storedFiles()).toEqual(before);
      expect(await imagesOf(property)).toEqual([]);
    });

    it('a truncated JPEG (the signature is right, the picture does not decode)', async () => {
      const property = await createDraft(http, owner.token);
      const whole = await sharp({ create: { width: 2000, height: 1500, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 30 } } })
        .jpeg()
        .toBuffer();
      const before = await storedFiles();
      const response = await upload(owner.token, property, whole.subarray(0, Math.floor(whole.length / 2))).expect(422);
      expect(response.body.errors).toEqual(INVALID);
      expect(await storedFiles()).toEqual(before);
      expect(await imagesOf(property)).toEqual([]);
    });

    it('a file over 10 MB gets 413', async () => {
      const property = await createDraft(http, owner.token);
      const before = await storedFiles();
      const big = Buffer.concat([await picture(64, 48, 'jpeg'), Buffer.alloc(11 * 1024 * 1024)]);
      const response = await upload(owner.token, property, big).expect(413);
      expect(response.body.success).toBe(false);
      expect(await storedFiles()).toEqual(before);
      expect(await imagesOf(property)).toEqual([]);
    });

    it('no file at all names the field', async () => {
      const property = await createDraft(http, owner.token);
      const response = await request(http).post(`/api/property/edit/${property}/image`).set(bearer(owner.token)).expect(422);
      expect(response.body.errors).toEqual({ image: ['写真のファイルを選択してください。'] });
    });
  });

  it('changes photos only while the listing can be edited (409 after the contract), and 404 for no such listing', async () => {
    const property = await listingIn(http, owner.token, 'contracted');
    const before = await storedFiles();
    const refused = await upload(owner.token, property, small).expect(409);
    expect(refused.body.message).toBe('「成約」の物件は編集できません。');
    await order(owner.token, property, []).expect(409);
    expect(await storedFiles()).toEqual(before);
    await upload(owner.token, '00000000-0000-4000-8000-000000000000', small).expect(404);
    await upload(owner.token, 'not-a-listing', small).expect(404);
  });

  type Role = 'guest' | 'owner' | 'otherMember' | 'admin' | 'lawyer';
  const ROLES: Role[] = ['guest', 'owner', 'otherMember', 'admin', 'lawyer'];
  const tokenOf = (role: Role): string | null => ({ guest: null, owner: owner.token, otherMember: other.token, admin, lawyer })[role];

  describe('who may change a listing’s photos: its owner and admins', () => {
    const CHANGE: Record<Role, { upload: number; order: number; remove: number }> = {
      guest: { upload: 401, order: 401, remove: 401 },
      owner: { upload: 201, order: 200, remove: 200 },
      otherMember: { upload: 403, order: 403, remove: 403 },
      admin: { upload: 201, order: 200, remove: 200 },
      lawyer: { upload: 403, order: 403, remove: 403 },
    };

    it.each(ROLES)('%s', async (role) => {
      const property = await listingIn(http, owner.token, 'published');
      const [photo] = (await upload(owner.token, property, small).expect(201)).body.data as PropertyImage[];
      const expected = CHANGE[role];
      const token = tokenOf(role);
      const before = await storedFiles();

      const uploaded = await upload(token, property, small);
      expect(uploaded.status).toBe(expected.upload);
      const ids = (await imagesOf(property)).map(({ id }) => id);
      expect((await order(token, property, [...ids].reverse())).status).toBe(expected.order);
      expect((await remove(token, property, photo.id)).status).toBe(expected.remove);

      if (expected.upload >= 400) {
        expect(await storedFiles()).toEqual(before);
        expect(await imagesOf(property)).toEqual([{ ...photo }]);
      } else {
        expect((await imagesOf(property)).map(({ id }) => id)).toEqual(ids.filter((id) => id !== photo.id));
      }
    });
  });

  describe('who may see a photo', () => {
    const SEES_DRAFT: Record<Role, number> = { guest: 404, owner: 200, otherMember: 404, admin: 200, lawyer: 404 };
    let draftPhoto: PropertyImage;
    let publicPhoto: PropertyImage;
    let contractedPhoto: PropertyImage;
    let withdrawnPhoto: PropertyImage;
    let deletedPhoto: PropertyImage;

    beforeAll(async () => {
      const photoIn = async (status: 'draft' | 'published' | 'withdrawn' | 'contracted') => {
        const property = await listingIn(http, owner.token, 'draft');
        const [photo] = (await upload(owner.token, property, small).expect(201)).body.data as PropertyImage[];
        if (status !== 'draft') await changeStatus(http, owner.token, property, 'published').expect(200);
        if (status === 'withdrawn') await changeStatus(http, owner.token, property, 'withdrawn').expect(200);
        if (status === 'contracted') {
          await changeStatus(http, owner.token, property, 'in_negotiation').expect(200);
          await changeStatus(http, owner.token, property, 'contracted').expect(200);
        }
        return { property, photo };
      };
      draftPhoto = (await photoIn('draft')).photo;
      publicPhoto = (await photoIn('published')).photo;
      withdrawnPhoto = (await photoIn('withdrawn')).photo;
      contractedPhoto = (await photoIn('contracted')).photo;
      const deleted = await photoIn('draft');
      await changeStatus(http, owner.token, deleted.property, 'deleted').expect(200);
      deletedPhoto = deleted.photo;
    });

    it.each(ROLES)('of a draft, as %s: only the owner and admins, never cached; 404 for the others', async (role) => {
      for (const url of [draftPhoto.url, draftPhoto.thumb_url]) {
        const response = await fetchImage(tokenOf(role), url);
        expect(response.status).toBe(SEES_DRAFT[role]);
        if (response.status === 200) {
          expect(response.headers['content-type']).toBe('image/jpeg');
          expect(response.headers['cache-control']).toBe('private, no-store');
          expect(response.headers['x-content-type-options']).toBe('nosniff');
        }
      }
      expect((await fetchImage(tokenOf(role), withdrawnPhoto.url)).status).toBe(SEES_DRAFT[role]);
    });

    it.each(ROLES)('of a published or contracted listing, as %s: served, cacheable', async (role) => {
      for (const url of [publicPhoto.url, publicPhoto.thumb_url, contractedPhoto.url]) {
        const response = await fetchImage(tokenOf(role), url).expect(200);
        expect(response.headers['content-type']).toBe('image/jpeg');
        expect(response.headers['cache-control']).toBe('public, max-age=300');
        expect(response.headers['x-content-type-options']).toBe('nosniff');
        expect(response.headers['content-disposition']).toMatch(/^inline; filename="[0-9a-f-]{36}-(web|thumb)\.jpg"$/);
      }
    });

    it('of a deleted listing, or at an address that is not a photo: 404 for everyone', async () => {
      for (const role of ROLES) expect((await fetchImage(tokenOf(role), deletedPhoto.url)).status).toBe(404);
      for (const url of [
        `/api/property/image/${publicPhoto.id}/original`,
        `/api/property/image/${publicPhoto.id}/..%2F..%2Fetc`,
        '/api/property/image/00000000-0000-4000-8000-000000000000/web',
        '/api/property/image/not-an-id/web',
      ]) {
        expect((await fetchImage(owner.token, url)).status).toBe(404);
      }
    });

    it('takes a stale or forged token as a guest', async () => {
      await fetchImage('not-a-token', publicPhoto.url).expect(200);
      await fetchImage('not-a-token', draftPhoto.url).expect(404);
    });
  });
});
