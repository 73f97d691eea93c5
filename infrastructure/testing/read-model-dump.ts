import type { DocumentProjector } from '../../read-models/shared/projector';
import { ident, type Database } from '../database/database';
import { readModelTable } from '../projections/projection-runner';

export type ReadModelDump = Record<string, unknown[]>;

/**
 * Every row of every projector's table, ordered by id, keyed by table name: two databases built
 * from the same log must give equal dumps. The tables come from the projectors given (the app's
 * registered list), so a read model added later is compared without anyone listing it.
 */
export async function dumpReadModels(db: Database, projectors: readonly DocumentProjector[]): Promise<ReadModelDump> {
  const dump: ReadModelDump = {};
  for (const projector of projectors) {
    const table = readModelTable(projector);
    const { rows } = await db.query(`SELECT * FROM ${ident(db.schema)}.${ident(table)} ORDER BY id`);
    dump[table] = rows;
  }
  return dump;
}

/** The read-model tables (`rm_*`) that exist in the database's schema, by name. */
export async function readModelTablesIn(db: Database): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables WHERE table_schema = $1 AND table_name LIKE 'rm\\_%' ORDER BY table_name`,
    [db.schema],
  );
  return rows.map((row) => row.name);
}
