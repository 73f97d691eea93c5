import { ident } from '../database/database';
import { createTestApp, type TestApp } from '../testing/test-app';
import { storeKinds } from '../testing/test-databases';
import { propertiesMigrations } from './properties.migrations';

const TABLE = 'rm_property_search';
/** The columns whose single indexes a migration of 24 November 2026 drops from tables made before. */
const SORT_KEYS_AND_FLAGS = ['registered_at', 'price_low_first', 'price_high_first', 'area', 'area_large_first', 'is_building'];

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

  it('indexes the rows by what changed them and by status only: searches read the listings held in memory', async () => {
    expect(await indexedColumns()).toEqual(['id', 'last_position', 'status_id']);
    const { rows } = await app.database.db.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND tablename = $2 AND indexdef LIKE '%(last_position)%'`,
      [app.database.db.schema, TABLE],
    );
    // Every row, withdrawn ones too: the catch-up must see a listing leave the search.
    expect(rows[0].indexdef).not.toContain('WHERE');
  });

  it('drops the indexes over single sort keys and flags from a table made before', async () => {
    const table = `${ident(app.database.db.schema)}.${TABLE}`;
    for (const column of SORT_KEYS_AND_FLAGS) await app.database.db.query(`CREATE INDEX ${TABLE}_${column}_idx ON ${table} (${ident(column)})`);
    expect(await indexedColumns()).toEqual(expect.arrayContaining(SORT_KEYS_AND_FLAGS));
    const migration = propertiesMigrations.find((candidate) => candidate.id.endsWith('_property_search_unused_indexes'));
    if (!migration) throw new Error('no migration drops the unused search indexes');
    await app.database.db.transaction(async (tx) => {
      await tx.query(`SET LOCAL search_path TO ${ident(app.database.db.schema)}, public`);
      await tx.script(migration.sql);
    });
    expect(await indexedColumns()).toEqual(['id', 'last_position', 'status_id']);
  });
});
