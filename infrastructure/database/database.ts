import fs from 'node:fs';
import type { PGlite } from '@electric-sql/pglite' with { 'resolution-mode': 'import' };
import { Pool, types as pgTypes, type PoolClient, type PoolConfig } from 'pg';
import { DataFolderLock } from './data-folder-lock';

export interface QueryResultLike<R> {
  rows: R[];
  rowCount: number | null;
}

export interface QueryOptions {
  /** Name of a hot statement: a server parses and plans it once per connection. */
  name?: string;
  /**
   * A server sends every column in binary: a bytea then arrives as its bytes, with no text to
   * decode. PGlite answers every column as its value whatever this says.
   */
  binary?: boolean;
}

/** A statement with its options as node-postgres takes it. */
function serverQuery(text: string, values: unknown[] | undefined, options?: QueryOptions) {
  return options?.name || options?.binary ? { name: options.name, text, values, binary: options.binary } : null;
}

/** Anything that runs SQL: the database itself or one open transaction. */
export interface Queryable {
  query<R = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
    options?: QueryOptions,
  ): Promise<QueryResultLike<R>>;
  /** Runs several statements without parameters (migrations, DDL). */
  script(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  readonly kind: 'embedded' | 'server';
  /** Schema that holds the event log, checkpoints and read models. */
  readonly schema: string;
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` for each notification on `channel` (PostgreSQL LISTEN/NOTIFY), from this or
   * any other process, until the returned function is called.
   */
  listen(channel: string, onNotice: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a server-mode listener waits before it connects again after losing its connection. */
const RELISTEN_DELAY_MS = 1000;

const INT8_OID = 20;
const XID8_OID = 5069;
const NUMERIC_OID = 1700;
const BYTEA_OID = 17;

/**
 * Positions and transaction ids stay far below 2^53, so they are read as numbers rather than
 * strings; everything else keeps pg's default parsing.
 */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    // In binary, node-postgres hands a bytea over as a Buffer of its own; the default would decode it as text.
    if (format === 'binary') return oid === BYTEA_OID ? (value: Buffer) => value : pgTypes.getTypeParser(oid, format);
    if (oid === INT8_OID || oid === XID8_OID) return (value: string) => Number(value);
    if (oid === NUMERIC_OID) return (value: string) => Number(value);
    return pgTypes.getTypeParser(oid, format);
  },
} as PoolConfig['types'];

class ServerDatabase implements Database {
  readonly kind = 'server' as const;

  constructor(
    readonly schema: string,
    private readonly pool: Pool,
  ) {}

  query<R>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResultLike<R>> {
    const values = params as unknown[] | undefined;
    const config = serverQuery(text, values, options);
    const run = config ? this.pool.query(config) : this.pool.query(text, values);
    return run as unknown as Promise<QueryResultLike<R>>;
  }

  async script(sql: string): Promise<void> {
    await this.pool.query(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const client: PoolClient = await this.pool.connect();
    const tx: Queryable = {
      query: <R,>(text: string, params?: readonly unknown[], options?: QueryOptions) => {
        const values = params as unknown[] | undefined;
        const config = serverQuery(text, values, options);
        const run = config ? client.query(config) : client.query(text, values);
        return run as unknown as Promise<QueryResultLike<R>>;
      },
      script: async (sql) => {
        await client.query(sql);
      },
    };
    try {
      await client.query('BEGIN');
      const result = await work(tx);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async listen(channel: string, onNotice: () => void): Promise<() => Promise<void>> {
    let client: PoolClient | null = null;
    let stopped = false;
    const connect = async (): Promise<void> => {
      if (stopped) return;
      try {
        const connected = await this.pool.connect();
        connected.on('notification', (message) => {
          if (message.channel === channel) onNotice();
        });
        connected.on('error', () => {
          connected.release(true);
          client = null;
          setTimeout(() => void connect(), RELISTEN_DELAY_MS).unref();
        });
        await connected.query(`LISTEN ${ident(channel)}`);
        client = connected;
        // Whatever was appended while no one listened is read now.
        onNotice();
      } catch {
        setTimeout(() => void connect(), RELISTEN_DELAY_MS).unref();
      }
    };
    await connect();
    return async () => {
      stopped = true;
      const held = client;
      client = null;
      if (!held) return;
      await held.query(`UNLISTEN ${ident(channel)}`).catch(() => undefined);
      held.release();
    };
  }

  async close(): Promise<void> {
    await this.pool.end();
  }
}

export interface OpenDatabaseOptions {
  /** PostgreSQL server; when absent the embedded database in `dataDir` is used. */
  databaseUrl?: string;
  /** Folder for the embedded database; `memory://` keeps it in memory. */
  dataDir?: string;
  schema?: string;
  poolSize?: number;
}

export const DEFAULT_SCHEMA = 'market';

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const schema = options.schema ?? DEFAULT_SCHEMA;
  if (options.databaseUrl) {
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      types: typeParsers,
    });
    pool.on('error', () => undefined);
    return new ServerDatabase(schema, pool);
  }
  return openEmbedded(options.dataDir ?? 'memory://', schema);
}

async function openEmbedded(dataDir: string, schema: string): Promise<Database> {
  // PGlite is loaded lazily so that server mode never pays for the WASM build.
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gin } = await import('@electric-sql/pglite/contrib/btree_gin');
  let lock: DataFolderLock | undefined;
  if (!dataDir.startsWith('memory://')) {
    fs.mkdirSync(dataDir, { recursive: true });
    // Before PGlite touches a file: a second process writing the same folder corrupts it.
    lock = DataFolderLock.acquire(dataDir);
  }
  try {
    const toNumber = (value: string) => Number(value);
    const lite = new PGlite(dataDir, {
      extensions: { pg_trgm, btree_gin },
      parsers: { [INT8_OID]: toNumber, [XID8_OID]: toNumber, [NUMERIC_OID]: toNumber },
    });
    await lite.waitReady;
    return new EmbeddedDatabase(schema, lite, lock);
  } catch (error) {
    lock?.release();
    throw error;
  }
}

type PGliteInstance = PGlite;
type PGliteQueryable = Pick<PGliteInstance, 'query'>;

/**
 * PGlite in this process, through its own API: one connection, statements queued in order.
 * (Its node-postgres adapter drops the connection on the first SQL error, so it is not used.)
 */
class EmbeddedDatabase implements Database {
  readonly kind = 'embedded' as const;

  constructor(
    readonly schema: string,
    readonly lite: PGliteInstance,
    private readonly lock?: DataFolderLock,
  ) {}

  query<R>(text: string, params?: readonly unknown[]): Promise<QueryResultLike<R>> {
    return runOn<R>(this.lite, text, params);
  }

  async script(sql: string): Promise<void> {
    await this.lite.exec(sql);
  }

  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    return this.lite.transaction((tx) =>
      work({
        query: (text, params) => runOn(tx, text, params),
        script: async (sql) => {
          await tx.exec(sql);
        },
      }),
    );
  }

  async listen(channel: string, onNotice: () => void): Promise<() => Promise<void>> {
    return this.lite.listen(channel, () => onNotice());
  }

  async close(): Promise<void> {
    try {
      await this.lite.close();
    } finally {
      this.lock?.release();
    }
  }
}

/** The PGlite behind an embedded database, for a reader that takes its answer as raw bytes (null: a server, or a transaction). */
export function embeddedPGlite(db: Queryable): PGliteInstance | null {
  return db instanceof EmbeddedDatabase ? db.lite : null;
}

async function runOn<R>(target: PGliteQueryable, text: string, params?: readonly unknown[]): Promise<QueryResultLike<R>> {
  const result = await target.query<R>(text, params as unknown[] | undefined);
  return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
}

/** Quotes an identifier (schema or table name) for SQL text. */
export function ident(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid SQL identifier: ${name}`);
  return `"${name}"`;
}
