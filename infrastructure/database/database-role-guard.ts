import type { Database } from './database';
import { ident } from './database';

const FIX =
  'Connect the app with DATABASE_URL as a role that is neither a superuser nor the owner of the event log, ' +
  'and run migrations as the owner with MIGRATION_DATABASE_URL (README "PostgreSQL roles").';

/** Production refuses a role that could rewrite the audit trail. */
export class UnsafeDatabaseRole extends Error {
  constructor(reason: string) {
    super(`Production (NODE_ENV=production) will not start: ${reason}. ${FIX}`);
    this.name = 'UnsafeDatabaseRole';
  }
}

/** A superuser can set triggers aside and rewrite events: production never runs as one. */
export async function refuseSuperuserInProduction(db: Database, config: { nodeEnv: string }): Promise<void> {
  if (config.nodeEnv !== 'production' || db.kind !== 'server') return;
  const role = await db.query<{ name: string; superuser: boolean }>(
    'SELECT current_user AS name, rolsuper AS superuser FROM pg_roles WHERE rolname = current_user',
  );
  const { name, superuser } = role.rows[0];
  if (superuser) throw new UnsafeDatabaseRole(`the database role "${name}" is a superuser`);
}

/** The owner of the events table can disable its triggers: production serves through another role. */
export async function refuseLogOwnerInProduction(db: Database, config: { nodeEnv: string }): Promise<void> {
  if (config.nodeEnv !== 'production' || db.kind !== 'server') return;
  const owner = await db.query<{ name: string; owns: boolean }>(
    `SELECT current_user AS name, pg_has_role(current_user, c.relowner, 'USAGE') AS owns
     FROM pg_class c WHERE c.oid = to_regclass($1)`,
    [`${ident(db.schema)}.events`],
  );
  const row = owner.rows[0];
  if (row?.owns) throw new UnsafeDatabaseRole(`the database role "${row.name}" owns the event log and could disable its triggers`);
}
