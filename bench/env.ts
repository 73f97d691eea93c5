import { randomBytes } from 'node:crypto';
import { Client } from 'pg';

/** The server the bench runs against; the bench cannot run without one. */
export function requireDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) {
    console.error(
      'bench: DATABASE_URL is not set. It must name a PostgreSQL server the bench may create a database on, e.g.\n' +
        "  DATABASE_URL='postgresql://root@/apptest?host=/var/run/postgresql' npm run bench",
    );
    process.exit(2);
  }
  return url;
}

export function randomSuffix(): string {
  return randomBytes(4).toString('hex');
}

/** The same server URL pointing at another database. */
export function withDatabaseName(url: string, database: string): string {
  const match = /^(postgres(?:ql)?:\/\/[^/?]*)(\/[^?]*)?(\?.*)?$/.exec(url);
  if (!match) throw new Error('DATABASE_URL is not a postgresql:// URL');
  return `${match[1]}/${database}${match[3] ?? ''}`;
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A database created for this run only, so nothing piles up from one run to the next. */
export async function createScratchDatabase(serverUrl: string, name: string): Promise<ScratchDatabase> {
  await runAdmin(serverUrl, `CREATE DATABASE ${name}`);
  return {
    name,
    url: withDatabaseName(serverUrl, name),
    drop: () => runAdmin(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

async function runAdmin(serverUrl: string, sql: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
