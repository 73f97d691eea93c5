import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, changeStatus, createDraft, listingIn, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';

const PUBLIC_URL = 'https://ietochi.test';
const INDEX_HTML = `<!doctype html>
<html lang="ja">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="built description" />
    <title>いえとち直売所</title>
    <script type="module" src="/assets/index-Bq3x9.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;
const SCRIPT = 'console.log("app");';

/** Street parts of the listing no page may carry, each distinctive enough not to appear by chance. */
const STREET = { zipcode1: '107', zipcode2: '0052', block: '赤坂七丁目1-2-3', address: 'グランメゾン赤坂七〇五号室' };
// The zip code's halves are short digit runs that ids and times hold by chance: they are looked for
// as the page would carry them (together, or as a value of their own in the page's data).
const PRIVATE_TEXTS = ['107-0052', '1070052', '"107"', '"0052"', '赤坂七丁目', '1-2-3', 'グランメゾン', '七〇五'];
const HOSTILE_NAME = '</script><script>alert(1)</script>"><img src=x onerror=alert(2)> $& 川の家';

function builtSite(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ietochi-pages-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX_HTML);
  writeFileSync(path.join(dir, 'assets', 'index-Bq3x9.js'), SCRIPT);
  return dir;
}

/** The content of `<meta property|name="key">`, unescaped as a browser reads it. */
function metaOf(html: string, key: string): string | null {
  const match = new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return match ? unescape(match[1]) : null;
}

function unescape(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
}

function titleOf(html: string): string | null {
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)];
  return titles.length === 1 ? unescape(titles[0][1]) : null;
}

interface ListingJsonLd {
  name: string;
  offers: { availability: string };
  contentLocation: { address: object };
}

function jsonLdOf(html: string): ListingJsonLd {
  const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  expect(scripts).toHaveLength(1);
  return JSON.parse(scripts[0][1]) as ListingJsonLd;
}

describe.each(storeKinds())('Public pages on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let webDir: string;
  let seller: SignedInMember;
  let published: string;
  let photoUrl: string;

  beforeAll(async () => {
    webDir = builtSite();
    app = await createTestApp(kind, [], { PUBLIC_URL }, { webDir });
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app);
    published = await createDraft(http, seller.token, { ...PUBLISHABLE, ...STREET, name: '赤坂の小さな土地', prefecture_id: 13, city: '港区', sale_price: 12_800_000, categories: '6' });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 160, b: 90 } } }).jpeg().toBuffer();
    await request(http).post(`/api/property/edit/${published}/image`).set(bearer(seller.token)).attach('image', photo, { filename: 'a.jpg', contentType: 'image/jpeg' }).expect(201);
    await changeStatus(http, seller.token, published, 'published').expect(200);
    const detail = await request(http).get(`/api/property/viewdetail/${published}`).expect(200);
    photoUrl = detail.body.data.images[0].url as string;
  });
  afterAll(async () => {
    await app.dispose();
    rmSync(webDir, { recursive: true, force: true });
  });
  beforeEach(() => forgetAttempts(app));

  describe('statuses', () => {
    it.each(['/no-such-page', '/property', '/property/detail/1/2', '/list', '/helpx/deeper'])('answers an unknown path (%s) with 404 and the page, which shows the unknown-page screen', async (url) => {
      const page = await request(http).get(url).expect(404);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).toContain('<script type="module" src="/assets/index-Bq3x9.js"></script>');
      expect(titleOf(page.text)).toBe('ページが見つかりません | いえとち直売所');
      expect(metaOf(page.text, 'robots')).toBe('noindex');
      // The address asked for is not written back into the page.
      expect(page.text).not.toContain('rel="canonical"');
      expect(metaOf(page.text, 'og:url')).toBeNull();
    });

    it.each(['/', '/help', '/help/', '/terms', '/property/search', '/property/search?key_word=古民家', '/login', '/mypage/favorite', '/admin', '/lawyer/login'])(
      'answers a known page (%s) with 200',
      async (url) => {
        const page = await request(http).get(url).expect(200);
        expect(page.headers['content-type']).toMatch(/^text\/html/);
        expect(page.text).toContain('<div id="root"></div>');
      },
    );

    it.each(['/list/kanto', '/list/Kanto/Tokyo', '/list/chubu/nagano', '/list/Tag6', '/list/Landmark1'])('answers a list page of an existing place or item (%s) with 200, listings or not', async (url) => {
      await request(http).get(url).expect(200);
    });

    it.each(['/list/atlantis', '/list/kanto/osaka', '/list/kanto/tokyo/minato', '/list/Tag99999', '/list/Landmark99999', '/list/Tag6/more', '/list/%E9%96%A2%E6%9D%B1'])(
      'answers a list page of nothing that exists (%s) with 404',
      async (url) => {
        await request(http).get(url).expect(404);
      },
    );

    it.each(['draft', 'withdrawn', 'deleted'] as const)('answers a %s listing with 404, even to its seller', async (status) => {
      const id = await listingIn(http, seller.token, status);
      const page = await request(http).get(`/property/detail/${id}`).set('Cookie', seller.refreshCookie).expect(404);
      expect(page.text).not.toContain(PUBLISHABLE.name);
      expect(page.text).not.toContain('application/ld+json');
    });

    it('answers a listing that never existed with 404', async () => {
      await request(http).get('/property/detail/00000000-0000-4000-8000-000000000000').expect(404);
      await request(http).get('/property/detail/not-an-id').expect(404);
    });

    it('keeps an unknown API path a JSON 404 and built files as they were', async () => {
      const api = await request(http).get('/api/no-such-thing').expect(404);
      expect(api.headers['content-type']).toMatch(/^application\/json/);
      expect(api.body).toMatchObject({ success: false, data: null });
      const script = await request(http).get('/assets/index-Bq3x9.js').expect(200);
      expect(script.text).toBe(SCRIPT);
      expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      await request(http).get('/assets/index-Old42.js').expect(404);
    });
  });

  describe('head tags', () => {
    it("give a listing its name, price, prefecture and city, primary photo and canonical address", async () => {
      const page = await request(http).get(`/property/detail/${published}`).expect(200);
      const canonical = `${PUBLIC_URL}/property/detail/${published}`;
      expect(titleOf(page.text)).toBe('赤坂の小さな土地（12,800,000円） | いえとち直売所');
      expect(page.text).toContain(`<link rel="canonical" href="${canonical}" />`);
      expect(metaOf(page.text, 'og:title')).toBe('赤坂の小さな土地（12,800,000円） | いえとち直売所');
      expect(metaOf(page.text, 'og:url')).toBe(canonical);
      expect(metaOf(page.text, 'og:image')).toBe(`${PUBLIC_URL}${photoUrl}`);
      expect(metaOf(page.text, 'og:type')).toBe('article');
      expect(metaOf(page.text, 'og:site_name')).toBe('いえとち直売所');
      expect(metaOf(page.text, 'og:locale')).toBe('ja_JP');
      expect(metaOf(page.text, 'twitter:card')).toBe('summary_large_image');
      expect(metaOf(page.text, 'twitter:image')).toBe(`${PUBLIC_URL}${photoUrl}`);
      const description = metaOf(page.text, 'description');
      expect(description).toContain('12,800,000円');
      expect(description).toContain('東京都港区');
      expect(metaOf(page.text, 'og:description')).toBe(description);
      // The built title and description give way to the page's own.
      expect(page.text).not.toContain('built description');
      expect(metaOf(page.text, 'robots')).toBeNull();
    });

    it('describe a listing in JSON-LD as a RealEstateListing with an Offer in yen', async () => {
      const page = await request(http).get(`/property/detail/${published}`).expect(200);
      const data = jsonLdOf(page.text);
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        name: '赤坂の小さな土地',
        url: `${PUBLIC_URL}/property/detail/${published}`,
        image: `${PUBLIC_URL}${photoUrl}`,
        offers: { '@type': 'Offer', price: 12_800_000, priceCurrency: 'JPY', availability: 'https://schema.org/InStock' },
      });
      expect(data.contentLocation.address).toEqual({ '@type': 'PostalAddress', addressCountry: 'JP', addressRegion: '東京都', addressLocality: '港区' });
    });

    it('never carry the street address, the block or the zip code anywhere in the page', async () => {
      const page = await request(http).get(`/property/detail/${published}`).expect(200);
      const decoded = page.text.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      expect(PRIVATE_TEXTS.filter((text) => page.text.includes(text) || decoded.includes(text) || page.text.includes(encodeURIComponent(text)))).toEqual([]);
    });

    it('mark a listing under negotiation as of limited availability', async () => {
      const id = await listingIn(http, seller.token, 'in_negotiation');
      const page = await request(http).get(`/property/detail/${id}`).expect(200);
      expect(jsonLdOf(page.text).offers.availability).toBe('https://schema.org/LimitedAvailability');
      expect(metaOf(page.text, 'twitter:card')).toBe('summary');
      expect(metaOf(page.text, 'og:image')).toBeNull();
    });

    it('escape a hostile listing name in every tag, and in JSON-LD', async () => {
      const id = await createDraft(http, seller.token, { ...PUBLISHABLE, name: HOSTILE_NAME });
      await changeStatus(http, seller.token, id, 'published').expect(200);
      const page = await request(http).get(`/property/detail/${id}`).expect(200);
      const stored = (await request(http).get(`/api/property/viewdetail/${id}`).expect(200)).body.data.name as string;
      expect(stored).toContain('</script>');
      // Exactly the shell's own script elements and the one JSON-LD element: nothing broke out.
      expect([...page.text.matchAll(/<script\b/g)]).toHaveLength(2);
      expect(page.text).not.toContain('<img');
      expect(page.text).not.toMatch(/onerror=alert\(2\)>/);
      expect(titleOf(page.text)).toBe(`${stored}（3,800,000円） | いえとち直売所`);
      expect(metaOf(page.text, 'og:title')).toBe(`${stored}（3,800,000円） | いえとち直売所`);
      expect(jsonLdOf(page.text).name).toBe(stored);
    });

    it('give every other public page its own Japanese title and description, and the canonical address without query or slash', async () => {
      const help = await request(http).get('/help/').expect(200);
      expect(titleOf(help.text)).toBe('ヘルプ・よくある質問 | いえとち直売所');
      expect(help.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/help" />`);
      expect(metaOf(help.text, 'og:type')).toBe('website');
      expect(help.text).not.toContain('application/ld+json');
      const search = await request(http).get(`/property/search?key_word=${encodeURIComponent('古民家')}`).expect(200);
      expect(titleOf(search.text)).toBe('「古民家」の物件 | いえとち直売所');
      expect(search.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/property/search" />`);
      const terms = await request(http).get('/Terms/').expect(200);
      expect(terms.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/terms" />`);
      const tag = await request(http).get('/list/Tag006').expect(200);
      expect(tag.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/list/Tag6" />`);
      const prefecture = await request(http).get('/list/Kanto/Tokyo/').expect(200);
      expect(prefecture.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/list/kanto/tokyo" />`);
      expect(titleOf(prefecture.text)).toBe('東京都の物件 | いえとち直売所');
      expect(metaOf(prefecture.text, 'description')).toContain('東京都の物件');
      const top = await request(http).get('/').expect(200);
      expect(metaOf(top.text, 'og:url')).toBe(`${PUBLIC_URL}/`);
      const login = await request(http).get('/login').expect(200);
      expect(metaOf(login.text, 'robots')).toBe('noindex');
      const municipal = await request(http).get('/municipal').expect(200);
      expect(titleOf(municipal.text)).toBe('自治体の皆さまへ | いえとち直売所');
      expect(metaOf(municipal.text, 'description')).toContain('空き家バンク');
      expect(municipal.text).toContain(`<link rel="canonical" href="${PUBLIC_URL}/municipal" />`);
    });
  });

  describe('crawler files', () => {
    it('robots.txt keeps crawlers out of the member, admin and lawyer areas and the API, and names the sitemap', async () => {
      const robots = await request(http).get('/robots.txt').expect(200);
      expect(robots.headers['content-type']).toMatch(/^text\/plain/);
      const lines = robots.text.split('\n');
      expect(lines).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /mypage', 'Disallow: /admin', 'Disallow: /lawyer', 'Disallow: /api', `Sitemap: ${PUBLIC_URL}/sitemap.xml`]));
      expect(lines).toContain('Allow: /api/property/image/');
    });

    it('the sitemap lists the published listing and the list pages with listings, never a draft', async () => {
      const draft = await createDraft(http, seller.token, PUBLISHABLE);
      const index = await request(http).get('/sitemap.xml').expect(200);
      expect(index.headers['content-type']).toMatch(/^application\/xml/);
      expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const files = [...index.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(files).toEqual([`${PUBLIC_URL}/sitemap-pages.xml`, `${PUBLIC_URL}/sitemap-listings.xml?page=1`]);

      const listings = await request(http).get('/sitemap-listings.xml?page=1').buffer(true).expect(200);
      expect(listings.headers['content-type']).toMatch(/^application\/xml/);
      expect(listings.text).toMatch(new RegExp(`<url><loc>${PUBLIC_URL}/property/detail/${published}</loc><lastmod>\\d{4}-\\d\\d-\\d\\dT[^<]+</lastmod></url>`));
      expect(listings.text).not.toContain(draft);
      expect(listings.text.trim().endsWith('</urlset>')).toBe(true);
      await request(http).get('/sitemap-listings.xml?page=2').expect(404);
      await request(http).get('/sitemap-listings.xml?page=x').expect(404);

      const pages = await request(http).get('/sitemap-pages.xml').expect(200);
      const locs = [...pages.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
      expect(locs).toEqual(
        expect.arrayContaining([`${PUBLIC_URL}/`, `${PUBLIC_URL}/help`, `${PUBLIC_URL}/property/search`, `${PUBLIC_URL}/list/kanto`, `${PUBLIC_URL}/list/kanto/tokyo`, `${PUBLIC_URL}/list/Tag6`]),
      );
      // A region with no listing, and pages nobody should find by search, are left out.
      expect(locs).not.toContain(`${PUBLIC_URL}/list/hokkaido`);
      expect(locs).not.toContain(`${PUBLIC_URL}/login`);
      expect(locs.some((loc) => loc.includes('/mypage') || loc.includes('/admin'))).toBe(false);
    });
  });
});
