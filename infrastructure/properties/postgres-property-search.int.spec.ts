import type { App } from 'supertest/types';
import type { PropertySearchCriteria, PropertySort } from '../../application/properties/property-search.port';
import type { Database } from '../database/database';
import { signUpSeller } from '../testing/account-fixtures';
import { changeStatus, createDraft, PUBLISHABLE } from '../testing/property-fixtures';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';
import { PostgresPropertySearchIndex } from './postgres-property-search';

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

interface PlanNode {
  Output?: string[];
  'Actual Rows': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

function nodes(node: PlanNode): PlanNode[] {
  return [node, ...(node.Plans ?? []).flatMap(nodes)];
}

describe.each(storeKinds())('Property search pages on the %s store', (kind) => {
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
    const index = new PostgresPropertySearchIndex(app.database.db);
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

  it('reads the documents of the listings on the page only, not of every match', async () => {
    for (const keyword of ['平屋', '山']) {
      const recorded = recording(app.database.db);
      const hits = await new PostgresPropertySearchIndex(recorded.db).page(criteria(keyword, 'price_asc'), 1, PAGE);
      expect(hits).toHaveLength(PAGE);
      const page = recorded.statements.find((statement) => statement.text.includes('doc -'));
      if (!page) throw new Error('no statement read the documents');
      const { rows } = await app.database.db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) ${page.text}`, page.params);
      const explained = rows[0]['QUERY PLAN'];
      const plan = (typeof explained === 'string' ? JSON.parse(explained) : explained) as { Plan: PlanNode }[];
      const documentsMade = nodes(plan[0].Plan)
        .filter((node) => (node.Output ?? []).some((output) => output.includes('doc -')))
        .map((node) => node['Actual Rows'] * node['Actual Loops']);
      expect(documentsMade.length).toBeGreaterThan(0);
      for (const made of documentsMade) expect(made).toBeLessThanOrEqual(PAGE);
    }
  });

  it('counts matches up to its limit and says "at least" past it, and still pages past the limit', async () => {
    const everyone = expected('平屋', 'price_asc');
    expect(everyone).toHaveLength(LISTINGS);
    expect(await new PostgresPropertySearchIndex(app.database.db, LISTINGS).count(criteria('平屋', 'newest'))).toEqual({ total: LISTINGS, lowerBound: false });
    const limited = new PostgresPropertySearchIndex(app.database.db, 10);
    expect(await limited.count(criteria('平屋', 'newest'))).toEqual({ total: 10, lowerBound: true });
    expect(await limited.count(criteria('山', 'newest'))).toEqual({ total: 10, lowerBound: true });
    expect(await new PostgresPropertySearchIndex(app.database.db, WITH_MOUNTAIN - 1).count(criteria('山', 'newest'))).toEqual({
      total: WITH_MOUNTAIN - 1,
      lowerBound: true,
    });
    const second = await limited.page(criteria('平屋', 'price_asc'), 2, PAGE);
    expect(second.map((hit) => hit.name)).toEqual(everyone.slice(PAGE));
  });

  it('counts every searchable listing exactly when the search has no condition, whatever the limit', async () => {
    const none: PropertySearchCriteria = { ...criteria('平屋', 'newest'), keywords: [] };
    expect(await new PostgresPropertySearchIndex(app.database.db, 10).count(none)).toEqual({ total: LISTINGS, lowerBound: false });
  });

  it('answers a filter that matches nothing without reading any listing', async () => {
    const recorded = recording(app.database.db);
    const none: PropertySearchCriteria = { ...criteria('平屋', 'newest'), keywords: [], maxPrice: 1 };
    expect(await new PostgresPropertySearchIndex(recorded.db).page(none, 1, PAGE)).toEqual([]);
    expect(recorded.statements.filter((statement) => statement.text.includes('doc'))).toEqual([]);
  });

  it('pages a filter that some listings match, found first, as sorting every match would', async () => {
    const cheap: PropertySearchCriteria = { ...criteria('平屋', 'price_asc'), keywords: [], maxPrice: 1_000_000 };
    const hits = await new PostgresPropertySearchIndex(app.database.db).page(cheap, 1, PAGE);
    const names = listings.filter((listing) => listing.price <= 1_000_000).sort((a, b) => a.price - b.price);
    expect(hits.map((hit) => hit.name)).toEqual(names.map((listing) => listing.name));
    expect(hits.length).toBeGreaterThan(0);
  });

  it('answers a page past the last match without reading any listing', async () => {
    const recorded = recording(app.database.db);
    const hits = await new PostgresPropertySearchIndex(recorded.db).page(criteria('山', 'newest'), 3, PAGE);
    expect(hits).toEqual([]);
    expect(recorded.statements.filter((statement) => statement.text.includes('doc'))).toEqual([]);
  });
});
