import { openDatabase, type Database } from './database';
import { migrate } from './migrations';
import { allMigrations } from './all-migrations';
import { grantAppRole } from './app-role-grants';

/**
 * Brings the schema up to date. On a server with a migration URL the owner role migrates and
 * then grants the app role (the one `db` connects as) what it may do; otherwise `db` migrates.
 */
export async function migrateSchema(db: Database, migrationDatabaseUrl: string | undefined): Promise<string[]> {
  if (!migrationDatabaseUrl || db.kind !== 'server') return migrate(db, allMigrations);
  const appRole = (await db.query<{ name: string }>('SELECT current_user AS name')).rows[0].name;
  const owner = await openDatabase({ databaseUrl: migrationDatabaseUrl, schema: db.schema, poolSize: 1 });
  try {
    const applied = await migrate(owner, allMigrations);
    const ownerRole = (await owner.query<{ name: string }>('SELECT current_user AS name')).rows[0].name;
    if (ownerRole !== appRole) await grantAppRole(owner, db.schema, appRole);
    return applied;
  } finally {
    await owner.close();
  }
}
