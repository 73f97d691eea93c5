import { ident, type Queryable } from '../database/database';

/**
 * Every text-like column of every table of the schema that holds `value`, as "table.column". A
 * text is searched as its UTF-8 bytes in bytea and as itself elsewhere (jsonb as its text, which
 * escapes nothing in Japanese); bytes are searched as themselves in bytea and as hex or base64
 * elsewhere, the forms a key would take in text or JSON.
 */
export async function tablesHolding(db: Queryable, schema: string, value: string | Uint8Array): Promise<string[]> {
  const { rows: columns } = await db.query<{ table_name: string; column_name: string }>(
    `SELECT c.table_name, c.column_name FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = $1 AND t.table_type = 'BASE TABLE'
        AND c.data_type IN ('text', 'character varying', 'character', 'json', 'jsonb', 'bytea', 'ARRAY', 'USER-DEFINED')`,
    [schema],
  );
  const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : Buffer.from(value);
  const texts = typeof value === 'string' ? [value, value] : [bytes.toString('hex'), bytes.toString('base64')];
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const column = ident(column_name);
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${ident(schema)}.${ident(table_name)}
        WHERE CASE WHEN pg_typeof(${column})::text = 'bytea' THEN position(decode($1, 'hex') in ${column}::text::bytea) > 0
                   ELSE position($2 in ${column}::text) > 0 OR position($3 in ${column}::text) > 0 END`,
      [bytes.toString('hex'), ...texts],
    );
    if (rows[0].n > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}
