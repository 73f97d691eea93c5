import { readdir } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import type { App } from 'supertest/types';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { seedListings } from './seed-listings';

describe.each(storeKinds())('Demo listings on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind, [], { DEMO_LISTINGS: '6' });
    http = app.app.getHttpServer() as App;
  });
  afterAll(() => app.dispose());

  it('lists them for the two demo sellers with photos, searchable, once', async () => {
    const found = (await request(http).post('/api/property/search').send({}).expect(200)).body.data;
    expect(found.total).toBe(6);
    for (const card of found.data as Array<{ thumb_url: string | null; prefecture: string | null; sale_price: number }>) {
      expect(card.thumb_url).toMatch(/^\/api\/property\/image\/[0-9a-f-]+\/thumb$/);
      expect(card.prefecture).not.toBeNull();
      expect(card.sale_price === -1 || card.sale_price > 0).toBe(true);
    }
    const sellers = new Map<string, unknown>();
    for (const card of found.data as Array<{ id: string }>) {
      const detail = (await request(http).get(`/api/property/viewdetail/${card.id}`).expect(200)).body.data;
      sellers.set(detail.seller.id, detail.seller);
    }
    const { seller, company } = DEMO_ACCOUNTS;
    expect([...sellers.values()].sort((a, b) => String((a as { id: string }).id).localeCompare((b as { id: string }).id))).toEqual([
      { id: seller.id, nickname: seller.nickname, identification_verify_status: 3 },
      { id: company.id, nickname: company.nickname, identification_verify_status: 3 },
    ]);
    const [first] = found.data as Array<{ id: string; thumb_url: string }>;
    const photo = await request(http).get(first.thumb_url).expect(200);
    expect(photo.headers['content-type']).toBe('image/jpeg');
    const [image] = (await request(http).get(`/api/property/viewdetail/${first.id}`).expect(200)).body.data.images as Array<{
      id: string;
      width: number;
      renditions: Array<{ width: number; format: string; url: string }>;
    }>;
    // Made when first asked for, not while seeding.
    const filesOf = async () => (await readdir(path.join(app.dataDir, 'files', 'property-photos'))).filter((name) => name.startsWith(image.id)).sort();
    expect(await filesOf()).toEqual([`${image.id}-thumb`, `${image.id}-web`]);
    const rendition = image.renditions.find((candidate) => candidate.format === 'webp' && candidate.width === Math.min(640, image.width))!;
    const served = await request(http).get(rendition.url).expect(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await filesOf()).toHaveLength(3);

    await seedListings(app.app, { ...app.config, demoListings: 6 });
    expect((await request(http).post('/api/property/search').send({}).expect(200)).body.data.total).toBe(6);
  });
});
