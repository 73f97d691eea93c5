import { ident, type Queryable } from './database';

/**
 * What the app role may do in the schema, granted by its owner after each migration. The role
 * reads and appends events but cannot change or remove them; it is not their owner, so it cannot
 * set their triggers aside either. Read models stay its to write, and it may create tables in
 * the schema (projections create and swap their own).
 */
export async function grantAppRole(owner: Queryable, schema: string, appRole: string): Promise<void> {
  const s = ident(schema);
  const role = quoteRole(appRole);
  await owner.script(`
    GRANT USAGE, CREATE ON SCHEMA ${s} TO ${role};
    GRANT SELECT, INSERT, UPDATE, DELETE, TRUNCATE ON ALL TABLES IN SCHEMA ${s} TO ${role};
    REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON ${s}.events FROM ${role};
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON ${s}.schema_migrations FROM ${role};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${role};
  `);
}

/** Role names come from a connection string, not from a fixed list: quoted as PostgreSQL does. */
function quoteRole(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
