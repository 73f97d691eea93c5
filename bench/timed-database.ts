import type { Database, Queryable, QueryResultLike } from '../infrastructure/database/database';

/** Where a workload's SQL time goes, by kind of statement. */
export type QueryKind = 'read events' | 'load documents' | 'write documents' | 'lock + checkpoint + DDL';

export interface TimeProfile {
  /** Milliseconds from sending each statement until its rows were parsed, per kind. */
  queryMs: Record<QueryKind, number>;
  statements: Record<QueryKind, number>;
  /** Milliseconds spent inside transactions, including BEGIN/COMMIT and the work between statements. */
  transactionMs: number;
}

function emptyProfile(): TimeProfile {
  const zero = (): Record<QueryKind, number> => ({
    'read events': 0,
    'load documents': 0,
    'write documents': 0,
    'lock + checkpoint + DDL': 0,
  });
  return { queryMs: zero(), statements: zero(), transactionMs: 0 };
}

function classify(sql: string): QueryKind {
  if (/\.events\s+WHERE \(transaction_id, global_position\) >/.test(sql)) return 'read events';
  if (/^\s*SELECT id, doc,/.test(sql)) return 'load documents';
  if (/^\s*(INSERT INTO|DELETE FROM) \S+\."rm_/.test(sql)) return 'write documents';
  return 'lock + checkpoint + DDL';
}

/** Wraps a database so every statement and transaction is timed; the figures accumulate in `profile`. */
export function timedDatabase(db: Database): { db: Database; profile: TimeProfile; reset(): void } {
  let profile = emptyProfile();
  const timed = (target: Queryable): Queryable => ({
    async query<R = Record<string, unknown>>(text: string, params?: readonly unknown[]): Promise<QueryResultLike<R>> {
      const started = performance.now();
      try {
        return await target.query<R>(text, params);
      } finally {
        const kind = classify(text);
        profile.queryMs[kind] += performance.now() - started;
        profile.statements[kind] += 1;
      }
    },
    script: (sql) => target.script(sql),
  });
  const wrapped: Database = {
    kind: db.kind,
    schema: db.schema,
    ...timed(db),
    async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
      const started = performance.now();
      try {
        return await db.transaction((tx) => work(timed(tx)));
      } finally {
        profile.transactionMs += performance.now() - started;
      }
    },
    listen: (channel, onNotice) => db.listen(channel, onNotice),
    close: () => db.close(),
  };
  return {
    db: wrapped,
    get profile() {
      return profile;
    },
    reset() {
      profile = emptyProfile();
    },
  };
}
