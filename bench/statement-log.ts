import type { Database, QueryOptions, QueryResultLike } from '../infrastructure/database/database';
import { percentile } from './stats';

/** One statement text as the app sends it, with how long its runs took and its slowest run's parameters. */
export interface StatementShape {
  sql: string;
  runs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** The parameters of the slowest run, to explain it again. */
  slowestParams: unknown[];
}

interface Recorded {
  times: number[];
  maxMs: number;
  slowestParams: unknown[];
}

/**
 * The app's database, timing every lone statement `watch` picks, grouped by its text: the text
 * names which conditions a search has, so each is a query shape, and the parameters of the
 * slowest run of each are kept for EXPLAIN.
 */
export function statementLog(db: Database, watch: (sql: string) => boolean): { db: Database; slowest(count: number): StatementShape[]; reset(): void } {
  let shapes = new Map<string, Recorded>();
  const logged: Database = {
    kind: db.kind,
    schema: db.schema,
    async query<R>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResultLike<R>> {
      if (!watch(text)) return db.query<R>(text, params, options);
      const started = performance.now();
      const result = await db.query<R>(text, params, options);
      const ms = performance.now() - started;
      const shape = shapes.get(text) ?? { times: [], maxMs: -1, slowestParams: [] };
      shape.times.push(ms);
      if (ms > shape.maxMs) {
        shape.maxMs = ms;
        shape.slowestParams = [...(params ?? [])];
      }
      shapes.set(text, shape);
      return result;
    },
    script: (sql) => db.script(sql),
    transaction: (work) => db.transaction(work),
    listen: (channel, onNotice) => db.listen(channel, onNotice),
    close: () => db.close(),
  };
  return {
    db: logged,
    /** The `count` shapes with the highest p99, slowest first. */
    slowest(count) {
      return [...shapes.entries()]
        .map(([sql, shape]) => ({
          sql,
          runs: shape.times.length,
          p50Ms: percentile(shape.times, 50),
          p99Ms: percentile(shape.times, 99),
          maxMs: shape.maxMs,
          slowestParams: shape.slowestParams,
        }))
        .sort((a, b) => b.p99Ms - a.p99Ms)
        .slice(0, count);
    },
    reset() {
      shapes = new Map();
    },
  };
}
