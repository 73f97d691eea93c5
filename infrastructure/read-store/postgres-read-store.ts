import type { LogPosition } from '../../application/shared/event-store.port';
import { ReadStore, type FindOptions } from '../../application/shared/read-store.port';
import { ident, type Database } from '../database/database';
import { readModelTable, type ProjectionRunner } from '../projections/projection-runner';

/** Read models as stored by the projection runner: one table per collection, documents in `doc`. */
export class PostgresReadStore extends ReadStore {
  constructor(
    private readonly db: Database,
    private readonly runner: ProjectionRunner,
  ) {
    super();
  }

  private table(collection: string): string {
    return `${ident(this.db.schema)}.${ident(readModelTable({ collection }))}`;
  }

  async get<T>(collection: string, id: string): Promise<T | null> {
    const result = await this.db.query<{ doc: T }>(`SELECT doc FROM ${this.table(collection)} WHERE id = $1`, [id]);
    return result.rows[0]?.doc ?? null;
  }

  async find<T>(collection: string, options: FindOptions = {}): Promise<T[]> {
    const { clause, params } = whereClause(options.where);
    const order = (options.orderBy ?? []).map(({ field, direction }) => `${ident(field)} ${direction === 'desc' ? 'DESC' : 'ASC'}`);
    order.push('id ASC');
    const limit = options.limit !== undefined ? ` LIMIT ${Math.max(0, Math.floor(options.limit))}` : '';
    const offset = options.offset !== undefined ? ` OFFSET ${Math.max(0, Math.floor(options.offset))}` : '';
    const result = await this.db.query<{ doc: T }>(
      `SELECT doc FROM ${this.table(collection)}${clause} ORDER BY ${order.join(', ')}${limit}${offset}`,
      params,
    );
    return result.rows.map((row) => row.doc);
  }

  async count(collection: string, options: Pick<FindOptions, 'where'> = {}): Promise<number> {
    const { clause, params } = whereClause(options.where);
    const result = await this.db.query<{ count: number }>(`SELECT count(*) AS count FROM ${this.table(collection)}${clause}`, params);
    return result.rows[0].count;
  }

  waitFor(position: number | LogPosition, timeoutMs?: number): Promise<boolean> {
    return this.runner.waitFor(position, timeoutMs);
  }
}

function whereClause(where: FindOptions['where']): { clause: string; params: unknown[] } {
  const entries = Object.entries(where ?? {});
  if (entries.length === 0) return { clause: '', params: [] };
  const params: unknown[] = [];
  const conditions = entries.map(([field, value]) => {
    if (value === null) return `${ident(field)} IS NULL`;
    params.push(value);
    return `${ident(field)} = $${params.length}`;
  });
  return { clause: ` WHERE ${conditions.join(' AND ')}`, params };
}
