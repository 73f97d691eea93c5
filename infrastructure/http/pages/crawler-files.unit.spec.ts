import Fastify, { type FastifyInstance } from 'fastify';
import type { ListedProperty, TopPage } from '../../../application/properties/public-listings.service';
import { serveCrawlerFiles } from './crawler-files';

const PUBLIC_URL = 'https://ietochi.test';

/** Seven listings, read as the service reads them, with every read recorded. */
class Listings {
  readonly reads: Array<[number, number]> = [];
  private readonly all: ListedProperty[] = Array.from({ length: 7 }, (_, n) => ({ id: `listing-${n}`, updated_at: `2026-01-0${n + 1}T00:00:00.000Z` }));

  async searchableCount(): Promise<number> {
    return this.all.length;
  }

  async searchableListings(offset: number, limit: number): Promise<ListedProperty[]> {
    this.reads.push([offset, limit]);
    return this.all.slice(offset, offset + limit);
  }

  async topPage(): Promise<TopPage> {
    return {
      newest: [],
      regions: [
        { area_id: 1, name: '北海道', name_en: 'hokkaido', count: 0, prefectures: [{ prefecture_id: 1, name: '北海道', name_en: 'hokkaido', count: 0 }] },
        {
          area_id: 3,
          name: '関東',
          name_en: 'kanto',
          count: 2,
          prefectures: [
            { prefecture_id: 13, name: '東京都', name_en: 'tokyo', count: 2 },
            { prefecture_id: 14, name: '神奈川県', name_en: 'kanagawa', count: 0 },
          ],
        },
      ],
      hashtags: [{ id: 6, name: '古民家', count: 1 }],
      grounds: [{ id: 1, name: '宅地', count: 2 }],
    };
  }
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);

describe('sitemaps', () => {
  let fastify: FastifyInstance;
  let listings: Listings;

  beforeEach(async () => {
    fastify = Fastify();
    listings = new Listings();
    serveCrawlerFiles(fastify, listings, PUBLIC_URL, { file: 3, chunk: 2 });
    await fastify.ready();
  });
  afterEach(() => fastify.close());

  it('are an index of the pages file and one listings file per so many listings', async () => {
    const index = await fastify.inject({ url: '/sitemap.xml' });
    expect(index.statusCode).toBe(200);
    expect(locs(index.body)).toEqual([
      `${PUBLIC_URL}/sitemap-pages.xml`,
      `${PUBLIC_URL}/sitemap-listings.xml?page=1`,
      `${PUBLIC_URL}/sitemap-listings.xml?page=2`,
      `${PUBLIC_URL}/sitemap-listings.xml?page=3`,
    ]);
  });

  it('write each listings file from reads of a few listings at a time, never the whole list', async () => {
    const second = await fastify.inject({ url: '/sitemap-listings.xml?page=2' });
    expect(second.statusCode).toBe(200);
    expect(locs(second.body)).toEqual([3, 4, 5].map((n) => `${PUBLIC_URL}/property/detail/listing-${n}`));
    expect(second.body).toContain('<lastmod>2026-01-04T00:00:00.000Z</lastmod>');
    expect(listings.reads).toEqual([
      [3, 2],
      [5, 1],
    ]);
    const last = await fastify.inject({ url: '/sitemap-listings.xml?page=3' });
    expect(locs(last.body)).toEqual([`${PUBLIC_URL}/property/detail/listing-6`]);
  });

  it('list the fixed pages and every list page with listings, and no empty one', async () => {
    const pages = await fastify.inject({ url: '/sitemap-pages.xml' });
    const addresses = locs(pages.body);
    expect(addresses).toEqual(
      expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/help`, `${PUBLIC_URL}/property/search`, `${PUBLIC_URL}/list/kanto`, `${PUBLIC_URL}/list/kanto/tokyo`, `${PUBLIC_URL}/list/Tag6`, `${PUBLIC_URL}/list/Landmark1`]),
    );
    expect(addresses).not.toContain(`${PUBLIC_URL}/list/hokkaido`);
    expect(addresses).not.toContain(`${PUBLIC_URL}/list/kanto/kanagawa`);
    expect(new Set(addresses).size).toBe(addresses.length);
  });
});
