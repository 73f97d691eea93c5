import type { Database, QueryOptions, Queryable, QueryResultLike } from '../infrastructure/database/database';

/** What the app asked of its database: transactions (a lone statement is one) and statements sent. */
export interface DatabaseCounts {
  transactions: number;
  statements: number;
  /** CPU time the app's process has used (user and system), for work per request on a busy machine. */
  cpuMs?: number;
}

/**
 * The app's database, counting what passes through it, so the bench can say what one request costs
 * in round trips. `BEGIN` and `COMMIT` count as statements: each is a round trip.
 */
export function countingDatabase(db: Database): { db: Database; counts(): DatabaseCounts } {
  const counts: DatabaseCounts = { transactions: 0, statements: 0 };
  const counted: Database = {
    kind: db.kind,
    schema: db.schema,
    query<R>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResultLike<R>> {
      counts.transactions += 1;
      counts.statements += 1;
      return db.query<R>(text, params, options);
    },
    script(sql: string): Promise<void> {
      counts.transactions += 1;
      counts.statements += 1;
      return db.script(sql);
    },
    transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      counts.transactions += 1;
      counts.statements += 2;
      return db.transaction((tx) =>
        work({
          query<R>(text: string, params?: readonly unknown[], options?: QueryOptions) {
            counts.statements += 1;
            return tx.query<R>(text, params, options);
          },
          script(sql: string) {
            counts.statements += 1;
            return tx.script(sql);
          },
        }),
      );
    },
    listen: (channel, onNotice) => db.listen(channel, onNotice),
    close: () => db.close(),
  };
  return { db: counted, counts: () => ({ ...counts }) };
}
