import type { LogPosition } from './event-store.port';

export type FieldValue = string | number | boolean | null;

export interface FindOptions {
  /** Equality on the read model's typed columns. */
  where?: Readonly<Record<string, FieldValue>>;
  orderBy?: ReadonlyArray<{ field: string; direction?: 'asc' | 'desc' }>;
  limit?: number;
  offset?: number;
}

/** Documents that projections keep up to date, by collection. */
export abstract class ReadStore {
  abstract get<T>(collection: string, id: string): Promise<T | null>;
  abstract find<T>(collection: string, options?: FindOptions): Promise<T[]>;
  abstract count(collection: string, options?: Pick<FindOptions, 'where'>): Promise<number>;
  /**
   * Read-your-writes: waits (bounded) until every projection has applied the event at `position`
   * (its global position, or its place in the log when the caller read it from the log).
   */
  abstract waitFor(position: number | LogPosition, timeoutMs?: number): Promise<boolean>;
}
