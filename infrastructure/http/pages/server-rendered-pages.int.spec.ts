import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import request from 'supertest';
import type { App } from 'supertest/types';
import { forgetAttempts, signUpSeller, type SignedInMember } from '../../testing/account-fixtures';
import { bearer, changeStatus, createDraft, listingIn, PUBLISHABLE } from '../../testing/property-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { storeKinds } from '../../testing/test-databases';
import { serverBundleOf } from './server-page-renderer';

/** The site as `npm run build:web` leaves it: the pages here are rendered by the real web app. */
const WEB_DIST = path.resolve(__dirname, '..', '..', '..', 'web', 'dist');
const PUBLIC_URL = 'https://ietochi.test';

/** Street parts of the listing no page may carry, each distinctive enough not to appear by chance. */
const STREET = { zipcode1: '107', zipcode2: '0052', block: '赤坂七丁目1-2-3', address: 'グランメゾン赤坂七〇五号室' };
const PRIVATE_TEXTS = ['107-0052', '0052', '赤坂七丁目', '1-2-3', 'グランメゾン', '七〇五'];

/**
 * The page without its ids and hashes (UUIDs, asset names, nonces): four digits of the zip code
 * turn up inside a random id now and then, which tells nothing of the address.
 */
function withoutIds(text: string): string {
  return text.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi, '').replace(/[0-9a-z_-]*[0-9a-f]{8,}[0-9a-z_-]*/gi, '');
}

/** What is inside `#root`, as a visitor without JavaScript gets it. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  const end = html.indexOf('<script type="application/json" id="query-state">');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start, end === -1 ? undefined : end);
}

/** Text as a browser reads it: tags and React's text separators dropped, entities decoded. */
function textOf(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ');
}

interface ServerAnswer {
  key: unknown[];
  data: unknown;
}

function queryStateOf(html: string): ServerAnswer[] | null {
  const match = /<script type="application\/json" id="query-state">([\s\S]*?)<\/script>/.exec(html);
  return match ? (JSON.parse(match[1]) as ServerAnswer[]) : null;
}

describe.each(storeKinds())('Pages rendered on the server, on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let published: string;
  let photoUrl: string;

  beforeAll(async () => {
    if (!fs.existsSync(path.join(WEB_DIST, 'index.html')) || !fs.existsSync(serverBundleOf(WEB_DIST))) {
      throw new Error(`no built site with its server renderer at ${WEB_DIST}: run npm run build:web first`);
    }
    app = await createTestApp(kind, [], { PUBLIC_URL }, { webDir: WEB_DIST });
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app);
    published = await createDraft(http, seller.token, { ...PUBLISHABLE, ...STREET, name: '赤坂の小さな土地', prefecture_id: 13, city: '港区', sale_price: 12_800_000 });
    const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 160, b: 90 } } }).jpeg().toBuffer();
    await request(http).post(`/api/property/edit/${published}/image`).set(bearer(seller.token)).attach('image', photo, { filename: 'a.jpg', contentType: 'image/jpeg' }).expect(201);
    await changeStatus(http, seller.token, published, 'published').expect(200);
    const detail = await request(http).get(`/api/property/viewdetail/${published}`).expect(200);
    photoUrl = detail.body.data.images[0].url as string;
  });
  afterAll(async () => {
    await app?.dispose();
  });
  beforeEach(() => forgetAttempts(app));

  it('renders a listing with its title, price as shown, photo, and its head tags and JSON-LD', async () => {
    const page = await request(http).get(`/property/detail/${published}`).expect(200);
    const text = textOf(rootOf(page.text));
    expect(text).toContain('赤坂の小さな土地');
    expect(text).toContain('12,800,000円');
    expect(text).toContain('東京都 港区');
    // The primary photo in the gallery, at one of its sizes.
    expect(rootOf(page.text)).toMatch(new RegExp(`<img[^>]+src="${photoUrl.replace(/\/[^/]*$/, '')}/`));
    expect(page.text).toContain(`<meta property="og:image" content="${PUBLIC_URL}${photoUrl}" />`);
    const jsonLd = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(page.text);
    expect(JSON.parse(jsonLd![1])).toMatchObject({ '@type': 'RealEstateListing', name: '赤坂の小さな土地', offers: { '@type': 'Offer', price: 12_800_000, priceCurrency: 'JPY' } });
    // Complete without running a script: no inline script (the content security policy runs none) moves parts into place.
    expect(page.text).not.toMatch(/<script>/);
    // Styled at first paint: Ant Design's styles of the page are in <head>.
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toMatch(/<style[^>]*data-css-hash[^>]*>[^<]*\.ant-btn/);
    // The browser's first render reads the same answer the server rendered from.
    const queries = queryStateOf(page.text);
    expect(queries?.find((answer) => JSON.stringify(answer.key) === JSON.stringify(['property-detail', published]))?.data).toMatchObject({ name: '赤坂の小さな土地', sale_price: 12_800_000 });
  });

  it("carries the listing page's own styles in <head>: the rendered page is drawn with them before its script loads", async () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { css?: string[] }>;
    const own = manifest['src/pages/public/property-detail.page.tsx']?.css ?? [];
    expect(own.length).toBeGreaterThan(0);
    const page = await request(http).get(`/property/detail/${published}`).expect(200);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    const inline = /<style data-public-pages>([\s\S]*?)<\/style>/.exec(head);
    expect(inline).not.toBeNull();
    for (const file of own) expect(inline![1]).toContain(fs.readFileSync(path.join(WEB_DIST, file), 'utf8').trim());
    // After the site's stylesheet, as the browser adds a lazy page's.
    expect(head.indexOf('<link rel="stylesheet"')).toBeLessThan(head.indexOf('<style data-public-pages>'));
  });

  it('renders the listing without Ant Design down to its public questions, which alone sit inside its root', async () => {
    const page = await request(http).get(`/property/detail/${published}`).expect(200);
    const root = rootOf(page.text);
    const questions = root.indexOf('aria-label="公開質問"');
    expect(questions).toBeGreaterThan(-1);
    const firstAntClass = /class="[^"]*\bant-/.exec(root)?.index ?? root.length;
    // Everything the visitor sees first (header, photos, facts, price, actions) is plain markup.
    const listing = root.slice(0, firstAntClass);
    for (const part of ['赤坂の小さな土地', '希望売却価格', '12,800,000円', '売主に問い合わせる', 'お気に入りに追加', '価格・費用']) expect(textOf(listing)).toContain(part);
    expect(listing).toMatch(/<img[^>]+fetchpriority="high"/i);
    // Ant Design's markup begins with the root around the questions, after all of the listing's own.
    expect(root.slice(firstAntClass, questions)).toMatch(/^class="[^"]*\bant-app/);
  });

  it("keeps the street address out of the listing's markup and data, as the API does for a guest", async () => {
    const page = await request(http).get(`/property/detail/${published}`).expect(200);
    const decoded = withoutIds(page.text.replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
    expect(PRIVATE_TEXTS.filter((text) => decoded.includes(text) || withoutIds(page.text).includes(encodeURIComponent(text)))).toEqual([]);
    const detail = queryStateOf(page.text)?.find((answer) => answer.key[0] === 'property-detail')?.data as Record<string, unknown>;
    expect(detail.street_address).toBeNull();
    // Even when the seller, who may see it, asks for the page.
    const asSeller = await request(http).get(`/property/detail/${published}`).set(bearer(seller.token)).set('Cookie', seller.refreshCookie).expect(200);
    expect(PRIVATE_TEXTS.filter((text) => withoutIds(asSeller.text).includes(text))).toEqual([]);
  });

  it('renders the top page with the newest listings', async () => {
    const page = await request(http).get('/').expect(200);
    const text = textOf(rootOf(page.text));
    expect(text).toContain('新着物件');
    expect(text).toContain('赤坂の小さな土地');
    expect(queryStateOf(page.text)).not.toBeNull();
  });

  it('renders the top page, its header and footer without Ant Design: no part of its markup, none of its styles', async () => {
    const page = await request(http).get('/').expect(200);
    const root = rootOf(page.text);
    const text = textOf(root);
    for (const part of ['ログイン', '会員登録', '物件を探す', 'ご利用の流れ', '会員登録は無料です', '運営：株式会社いえとち直売所']) expect(text).toContain(part);
    expect(root).toMatch(/<form[^>]+role="search"/);
    expect(root).toMatch(/<button[^>]+aria-expanded="false"/);
    expect(root).not.toMatch(/class="[^"]*\bant-/);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).not.toMatch(/data-css-hash/);
  });

  it('renders a search with its query: the listings that match, not the others', async () => {
    const other = await createDraft(http, seller.token, { ...PUBLISHABLE, name: '海の見える別荘地' });
    await changeStatus(http, seller.token, other, 'published').expect(200);
    const page = await request(http).get(`/property/search?key_word=${encodeURIComponent('赤坂')}`).expect(200);
    const text = textOf(rootOf(page.text));
    expect(text).toContain('赤坂の小さな土地');
    expect(text).not.toContain('海の見える別荘地');
    const all = textOf(rootOf((await request(http).get('/property/search').expect(200)).text));
    expect(all).toContain('海の見える別荘地');
  });

  it('renders the list page of a prefecture with its listings', async () => {
    const page = await request(http).get('/list/kanto/tokyo').expect(200);
    const text = textOf(rootOf(page.text));
    expect(text).toContain('東京都の物件');
    expect(text).toContain('赤坂の小さな土地');
  });

  it.each([`/property/search?key_word=${encodeURIComponent('赤坂')}`, '/list/kanto/tokyo'])(
    'renders %s without Ant Design, its first photo loaded first, and its own styles in <head>',
    async (url) => {
      const page = await request(http).get(url).expect(200);
      const root = rootOf(page.text);
      expect(textOf(root)).toContain('赤坂の小さな土地');
      expect(root).not.toMatch(/class="[^"]*\bant-/);
      const head = page.text.slice(0, page.text.indexOf('</head>'));
      expect(head).not.toMatch(/data-css-hash/);
      // The first result's photo is the largest paint: fetched at once, ahead of the rest.
      const firstPhoto = /<img[^>]*>/.exec(root.slice(root.indexOf('aria-label="検索結果"')))?.[0] ?? '';
      expect(firstPhoto).toMatch(/fetchPriority="high"|fetchpriority="high"/);
      expect(firstPhoto).not.toMatch(/loading="lazy"/);
      // The filters and result states are drawn by the page's own styles, inlined before the script.
      const manifest = JSON.parse(fs.readFileSync(path.join(WEB_DIST, '.vite', 'manifest.json'), 'utf8')) as Record<string, { css?: string[]; imports?: string[] }>;
      const pageFile = url.startsWith('/list/') ? 'src/pages/public/property-list.page.tsx' : 'src/pages/public/property-search.page.tsx';
      const chunks = new Set<string>();
      const visit = (key: string) => {
        if (chunks.has(key) || !manifest[key]) return;
        chunks.add(key);
        for (const imported of manifest[key].imports ?? []) if (!imported.endsWith('index.html')) visit(imported);
      };
      visit(pageFile);
      // The shell links the entry's own stylesheets; the rest come inline.
      const entryCss = new Set(manifest['index.html']?.css ?? []);
      const own = [...chunks].flatMap((key) => manifest[key].css ?? []).filter((file) => !entryCss.has(file));
      expect(own.length).toBeGreaterThan(0);
      const inline = /<style data-public-pages>([\s\S]*?)<\/style>/.exec(head);
      for (const file of own) expect(inline?.[1]).toContain(fs.readFileSync(path.join(WEB_DIST, file), 'utf8').trim());
    },
  );

  it('renders the news list, a news item and the help page with their text', async () => {
    const list = textOf(rootOf((await request(http).get('/news/list').expect(200)).text));
    expect(list).toContain('システムメンテナンスのお知らせ');
    expect(list).not.toContain('（下書き）');
    const item = textOf(rootOf((await request(http).get('/news/demo-news-2').expect(200)).text));
    expect(item).toContain('物件ページから売主様に公開で質問できるようになりました。');
    const helpPage = rootOf((await request(http).get('/help').expect(200)).text);
    const help = textOf(helpPage);
    expect(help).toContain('会員登録に費用はかかりますか？');
    // The answers are in the page, each under its question, to open without the script.
    expect(help).toContain('会員登録は無料です。');
    expect(helpPage).toMatch(/<details[^>]*><summary[^>]*>会員登録に費用はかかりますか？<\/summary>/);
  });

  it.each(['/no-such-page', '/list/atlantis'])('answers an unknown path (%s) with 404 and the bilingual page, to be rendered anew in the browser', async (url) => {
    const page = await request(http).get(url).expect(404);
    const text = textOf(rootOf(page.text));
    expect(text).toContain("Sorry, we couldn't find page");
    expect(text).toContain('申し訳ありません。指定頂いたページは存在しません。');
    expect(queryStateOf(page.text)).toBeNull();
  });

  it.each(['draft', 'withdrawn', 'deleted'] as const)('answers a %s listing with 404 and the bilingual page, without its name', async (status) => {
    const id = await listingIn(http, seller.token, status);
    const page = await request(http).get(`/property/detail/${id}`).expect(404);
    expect(textOf(rootOf(page.text))).toContain("Sorry, we couldn't find page");
    expect(page.text).not.toContain(PUBLISHABLE.name);
  });

  it('keeps forms, members and back offices the empty shell the browser renders', async () => {
    for (const url of ['/login', '/mypage/favorite', '/admin', '/lawyer/login']) {
      const page = await request(http).get(url).expect(200);
      expect(page.text).toContain('<div id="root"></div>');
      expect(queryStateOf(page.text)).toBeNull();
    }
  });

  it('answers HEAD like GET, compressed for a browser that accepts it, with the same headers and no body', async () => {
    const fastify = app.app.getHttpAdapter().getInstance();
    const comparable = (headers: Record<string, unknown>) => {
      const { date: _date, 'x-request-id': _id, connection: _connection, 'transfer-encoding': _chunked, ...rest } = headers;
      return rest;
    };
    for (const encoding of ['br', 'gzip', 'identity']) {
      const get = await fastify.inject({ method: 'GET', url: '/help', headers: { 'accept-encoding': encoding } });
      const head = await fastify.inject({ method: 'HEAD', url: '/help', headers: { 'accept-encoding': encoding } });
      expect(get.statusCode).toBe(200);
      expect(head.statusCode).toBe(200);
      expect(comparable(head.headers)).toEqual(comparable(get.headers));
      expect(head.payload).toBe('');
      expect(get.headers.vary).toMatch(/accept-encoding/i);
      const html = encoding === 'br' ? zlib.brotliDecompressSync(get.rawPayload) : encoding === 'gzip' ? zlib.gunzipSync(get.rawPayload) : get.rawPayload;
      expect(get.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(html.toString('utf8')).toContain('会員登録に費用はかかりますか？');
    }
  });
});
