import { PROPERTY_SEARCH_UNINDEXED } from '../../read-models/properties/property-search.projector';
import { ident } from '../database/database';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';
import { propertiesMigrations } from './properties.migrations';

const TABLE = 'rm_property_search';

describe.each(storeKinds())('The search table indexes on the %s store', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind);
  }, 120_000);
  afterAll(() => app.dispose());

  /** The column lists of the table's secondary indexes (`registered_at, id`). */
  async function indexedColumns(): Promise<string[]> {
    const { rows } = await app.database.db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2`, [
      app.database.db.schema,
      TABLE,
    ]);
    return rows.map((row) => /\((.*?)\)/.exec(row.indexdef)?.[1] ?? '').sort();
  }

  it('has no index over a sort key or flag alone, and keeps each order, filter and keyword index', async () => {
    const columns = await indexedColumns();
    for (const column of PROPERTY_SEARCH_UNINDEXED) expect(columns).not.toContain(column);
    for (const kept of ['registered_at, id', 'price_low_first, id', 'price_high_first, id', 'area, id', 'area_large_first, id', 'prefecture_id', 'city', 'sale_price', 'ground_id', 'hashtag_ids', 'search_text gin_trgm_ops']) {
      expect(columns).toContain(kept);
    }
  });

  it('drops those indexes from a table made before', async () => {
    const table = `${ident(app.database.db.schema)}.${TABLE}`;
    for (const column of PROPERTY_SEARCH_UNINDEXED) await app.database.db.query(`CREATE INDEX ${TABLE}_${column}_idx ON ${table} (${ident(column)})`);
    expect(await indexedColumns()).toEqual(expect.arrayContaining([...PROPERTY_SEARCH_UNINDEXED]));
    const migration = propertiesMigrations.find((candidate) => candidate.id.endsWith('_property_search_unused_indexes'));
    if (!migration) throw new Error('no migration drops the unused search indexes');
    await app.database.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL search_path TO ${ident(app.database.db.schema)}, public`);
      await tx.script(migration.sql);
    });
    const columns = await indexedColumns();
    for (const column of PROPERTY_SEARCH_UNINDEXED) expect(columns).not.toContain(column);
    expect(columns).toContain('registered_at, id');
  });
});
