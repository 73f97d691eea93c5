import request from 'supertest';
import type { App } from 'supertest/types';
import type { PropertySearchCriteria, PropertySort } from '../../application/properties/property-search.port';
import { ident, type Database } from '../database/database';
import { signInAdmin, signUpSeller, type SignedInMember } from '../testing/account-fixtures';
import { bearer, changeStatus, createDraft, PUBLISHABLE } from '../testing/property-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';
import { MemoryPropertySearchIndex } from './memory-property-search';

const LISTINGS = 30;
/** Listings 0-22 have 山 in their title: more than a page, fewer than walking the order would test cheaply. */
const WITH_MOUNTAIN = 23;
const PAGE = 20;

interface Listing {
  name: string;
  price: number;
}

/** Every listing is a 平屋; prices are spread so that no order follows the order of creation. */
const listings: Listing[] = Array.from({ length: LISTINGS }, (_, i) => ({
  name: i < WITH_MOUNTAIN ? `眺めの良い山の平屋${i}` : `海辺の平屋${i}`,
  price: (((i * 7) % LISTINGS) + 1) * 100_000,
}));

function criteria(keyword: string, sort: PropertySort): PropertySearchCriteria {
  return {
    keywords: [{ text: keyword, prefectureIds: [] }],
    prefectureIds: null,
    city: null,
    minPrice: null,
    maxPrice: null,
    minArea: null,
    maxArea: null,
    groundId: null,
    hashtagId: null,
    isBuilding: null,
    sort,
  };
}

/** The names a search should answer, in order, worked out from the listings themselves. */
function expected(keyword: string, sort: PropertySort): string[] {
  const created = listings.map((listing, i) => ({ ...listing, i })).filter((listing) => listing.name.includes(keyword));
  const ordered =
    sort === 'newest'
      ? created.sort((a, b) => b.i - a.i)
      : sort === 'price_asc'
        ? created.sort((a, b) => a.price - b.price)
        : created.sort((a, b) => b.price - a.price);
  return ordered.map((listing) => listing.name);
}

interface Statement {
  text: string;
  params: readonly unknown[];
}

/** The app's database, keeping every statement sent through it. */
function recording(db: Database): { db: Database; statements: Statement[] } {
  const statements: Statement[] = [];
  return {
    statements,
    db: {
      ...db,
      kind: db.kind,
      schema: db.schema,
      query: (text, params, options) => {
        statements.push({ text, params: params ?? [] });
        return db.query(text, params, options);
      },
    } as Database,
  };
}

describe.each(storeKinds())('Search over the listings held in memory on the %s store', (kind) => {
  let app: TestApp;
  let http: App;

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    const seller = await signUpSeller(app);
    for (const listing of listings) {
      app.clock.advance(1_000);
      const id = await createDraft(http, seller.token, { ...PUBLISHABLE, name: listing.name, sale_price: listing.price });
      await changeStatus(http, seller.token, id, 'published').expect(200);
    }
  }, 120_000);
  afterAll(() => app.dispose());

  it('pages a word every listing has and one most have in each order, as sorting every match would', async () => {
    const index = new MemoryPropertySearchIndex(app.database.db);
    for (const keyword of ['平屋', '山']) {
      for (const sort of ['newest', 'price_asc', 'price_desc'] as const) {
        const [first, second, total] = await Promise.all([
          index.page(criteria(keyword, sort), 1, PAGE),
          index.page(criteria(keyword, sort), 2, PAGE),
          index.count(criteria(keyword, sort)),
        ]);
        expect([...first, ...second].map((hit) => hit.name)).toEqual(expected(keyword, sort));
        expect(first).toHaveLength(PAGE);
        expect(total).toEqual({ total: expected(keyword, sort).length, lowerBound: false });
      }
    }
  });

  it('reads no listing for a search once it holds them, only whether they changed', async () => {
    const recorded = recording(app.database.db);
    const index = new MemoryPropertySearchIndex(recorded.db);
    await index.count(criteria('平屋', 'newest'));
    expect(recorded.statements.filter((statement) => statement.text.includes('rm_property_search'))).toHaveLength(1);
    for (const keyword of ['平屋', '山']) {
      recorded.statements.length = 0;
      const [hits, total] = await Promise.all([index.page(criteria(keyword, 'price_asc'), 1, PAGE), index.count(criteria(keyword, 'price_asc'))]);
      expect(hits).toHaveLength(PAGE);
      expect(total.total).toBeGreaterThan(PAGE);
      expect(recorded.statements.map((statement) => statement.text)).toEqual([expect.stringContaining('projection_checkpoints')]);
    }
  });

  it('counts matches up to its limit and says "at least" past it, and still pages past the limit', async () => {
    const everyone = expected('平屋', 'price_asc');
    expect(everyone).toHaveLength(LISTINGS);
    expect(await new MemoryPropertySearchIndex(app.database.db, LISTINGS).count(criteria('平屋', 'newest'))).toEqual({ total: LISTINGS, lowerBound: false });
    const limited = new MemoryPropertySearchIndex(app.database.db, 10);
    expect(await limited.count(criteria('平屋', 'newest'))).toEqual({ total: 10, lowerBound: true });
    expect(await limited.count(criteria('山', 'newest'))).toEqual({ total: 10, lowerBound: true });
    expect(await new MemoryPropertySearchIndex(app.database.db, WITH_MOUNTAIN - 1).count(criteria('山', 'newest'))).toEqual({
      total: WITH_MOUNTAIN - 1,
      lowerBound: true,
    });
    const second = await limited.page(criteria('平屋', 'price_asc'), 2, PAGE);
    expect(second.map((hit) => hit.name)).toEqual(everyone.slice(PAGE));
  });

  it('counts every searchable listing exactly when the search has no condition, whatever the limit', async () => {
    const none: PropertySearchCriteria = { ...criteria('平屋', 'newest'), keywords: [] };
    expect(await new MemoryPropertySearchIndex(app.database.db, 10).count(none)).toEqual({ total: LISTINGS, lowerBound: false });
  });

  it('answers a filter that matches nothing', async () => {
    const none: PropertySearchCriteria = { ...criteria('平屋', 'newest'), keywords: [], maxPrice: 1 };
    expect(await new MemoryPropertySearchIndex(app.database.db).page(none, 1, PAGE)).toEqual([]);
  });

  it('pages a filter that some listings match, found first, as sorting every match would', async () => {
    const cheap: PropertySearchCriteria = { ...criteria('平屋', 'price_asc'), keywords: [], maxPrice: 1_000_000 };
    const hits = await new MemoryPropertySearchIndex(app.database.db).page(cheap, 1, PAGE);
    const names = listings.filter((listing) => listing.price <= 1_000_000).sort((a, b) => a.price - b.price);
    expect(hits.map((hit) => hit.name)).toEqual(names.map((listing) => listing.name));
    expect(hits.length).toBeGreaterThan(0);
  });

  it('answers a page past the last match with nothing', async () => {
    expect(await new MemoryPropertySearchIndex(app.database.db).page(criteria('山', 'newest'), 3, PAGE)).toEqual([]);
  });
});

describe.each(storeKinds())('Search over the listings held in memory, as the listings change, on the %s store', (kind) => {
  let app: TestApp;
  let http: App;
  let seller: SignedInMember;
  let index: MemoryPropertySearchIndex;
  const cheapFirst = (keyword: string) => index.page(criteria(keyword, 'price_asc'), 1, PAGE).then((hits) => hits.map((hit) => hit.name));

  beforeAll(async () => {
    app = await createTestApp(kind);
    http = app.app.getHttpServer() as App;
    seller = await signUpSeller(app);
    for (const [name, price] of [
      ['棚田の見える家', 1_000_000],
      ['茶畑の見える家', 2_000_000],
      ['海の見える家', 3_000_000],
    ] as const) {
      app.clock.advance(1_000);
      await changeStatus(http, seller.token, await createDraft(http, seller.token, { ...PUBLISHABLE, name, sale_price: price }), 'published').expect(200);
    }
    index = new MemoryPropertySearchIndex(app.database.db);
    expect(await cheapFirst('見える')).toEqual(['棚田の見える家', '茶畑の見える家', '海の見える家']);
  }, 120_000);
  afterAll(() => app.dispose());

  it('finds a listing published after it read the others, on the next search', async () => {
    const id = await createDraft(http, seller.token, { ...PUBLISHABLE, name: '富士山の見える家', sale_price: 500_000 });
    expect(await cheapFirst('富士山')).toEqual([]);
    await changeStatus(http, seller.token, id, 'published').expect(200);
    expect(await cheapFirst('富士山')).toEqual(['富士山の見える家']);
    expect(await cheapFirst('見える')).toEqual(['富士山の見える家', '棚田の見える家', '茶畑の見える家', '海の見える家']);
    expect(await index.count(criteria('見える', 'newest'))).toEqual({ total: 4, lowerBound: false });
  });

  it('follows an edit of the text and the price into the keywords and the order', async () => {
    const [sea] = await index.page(criteria('海の', 'newest'), 1, PAGE);
    await request(http)
      .post(`/api/property/edit/${sea.id}`)
      .set(bearer(seller.token))
      .send({ ...PUBLISHABLE, name: '砂浜の見える家', sale_price: 100_000 })
      .expect(200);
    expect(await cheapFirst('海の')).toEqual([]);
    expect(await cheapFirst('砂浜')).toEqual(['砂浜の見える家']);
    expect((await cheapFirst('見える'))[0]).toBe('砂浜の見える家');
  });

  it('leaves out a listing withdrawn by its seller and one deleted by an admin', async () => {
    const [terraces] = await index.page(criteria('棚田', 'newest'), 1, PAGE);
    await changeStatus(http, seller.token, terraces.id, 'withdrawn').expect(200);
    expect(await cheapFirst('棚田')).toEqual([]);

    const [tea] = await index.page(criteria('茶畑', 'newest'), 1, PAGE);
    const admin = await signInAdmin(http);
    await request(http).post('/api/admin/property/delete').set(bearer(admin)).send({ ids: [tea.id] }).expect(200);
    expect(await cheapFirst('茶畑')).toEqual([]);
    expect(await cheapFirst('見える')).toEqual(['砂浜の見える家', '富士山の見える家']);
    expect((await index.counts()).total).toBe(2);
  });

  it('reads everything again when the read model table was rebuilt under it', async () => {
    const table = `${ident(app.database.db.schema)}.rm_property_search`;
    // A row the rebuild will make again from the log: held as it stands now, with a text the log never had.
    await app.database.db.query(`UPDATE ${table} SET search_text = search_text || ' 架空の語' WHERE doc->>'name' = '富士山の見える家'`);
    const stale = new MemoryPropertySearchIndex(app.database.db);
    expect(await stale.count(criteria('架空の語', 'newest'))).toEqual({ total: 1, lowerBound: false });
    await app.runner.rebuild('property-search');
    // The next change of any listing moves the version; the table it reads from is another one now.
    await createDraft(http, seller.token, PUBLISHABLE).then((id) => changeStatus(http, seller.token, id, 'published').expect(200));
    expect(await stale.count(criteria('架空の語', 'newest'))).toEqual({ total: 0, lowerBound: false });
    expect(await stale.count(criteria('見える', 'newest'))).toEqual({ total: 2, lowerBound: false });
  });
});
