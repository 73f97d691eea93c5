import { AsyncLocalStorage } from 'node:async_hooks';
import type { Database, Queryable, QueryOptions, QueryResultLike } from './database';

interface Scope {
  owner: AmbientTransactionDatabase;
  tx: Queryable;
  open: boolean;
  savepoints: number;
  afterCommit: Array<() => void>;
}

const scopes = new AsyncLocalStorage<Scope>();

/**
 * A database whose queries join the transaction open in the current async call chain, so the
 * stores a unit of work uses (event log, credentials, tokens, outbox) write in one transaction
 * without each being handed it. A transaction opened inside another becomes a savepoint, so a
 * failed inner step (a version conflict that is then decided again) leaves the outer one usable.
 */
export class AmbientTransactionDatabase implements Database {
  constructor(private readonly inner: Database) {}

  get kind(): Database['kind'] {
    return this.inner.kind;
  }

  get schema(): string {
    return this.inner.schema;
  }

  /** The open transaction of this database in the current call chain, if any. */
  current(): Scope | undefined {
    const scope = scopes.getStore();
    return scope && scope.open && scope.owner === this ? scope : undefined;
  }

  query<R = Record<string, unknown>>(text: string, params?: readonly unknown[], options?: QueryOptions): Promise<QueryResultLike<R>> {
    return (this.current()?.tx ?? this.inner).query<R>(text, params, options);
  }

  script(sql: string): Promise<void> {
    return (this.current()?.tx ?? this.inner).script(sql);
  }

  async transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T> {
    const open = this.current();
    if (open) return this.savepoint(open, work);
    let scope: Scope | undefined;
    try {
      const result = await this.inner.transaction((tx) => {
        scope = { owner: this, tx, open: true, savepoints: 0, afterCommit: [] };
        return scopes.run(scope, () => work(tx));
      });
      if (scope) {
        scope.open = false;
        for (const callback of scope.afterCommit) callback();
      }
      return result;
    } finally {
      // Anything the work left running falls back to the database once the transaction is over.
      if (scope) scope.open = false;
    }
  }

  listen(channel: string, onNotice: () => void): Promise<() => Promise<void>> {
    return this.inner.listen(channel, onNotice);
  }

  close(): Promise<void> {
    return this.inner.close();
  }

  private async savepoint<T>(scope: Scope, work: (tx: Queryable) => Promise<T>): Promise<T> {
    const name = `nested_${++scope.savepoints}`;
    await scope.tx.query(`SAVEPOINT ${name}`);
    try {
      const result = await work(scope.tx);
      await scope.tx.query(`RELEASE SAVEPOINT ${name}`);
      return result;
    } catch (error) {
      await scope.tx.query(`ROLLBACK TO SAVEPOINT ${name}`);
      throw error;
    }
  }
}

/** True while the caller runs inside a transaction of `db` (an ambient one). */
export function inAmbientTransaction(db: Database): boolean {
  return db instanceof AmbientTransactionDatabase && db.current() !== undefined;
}

/**
 * Runs `callback` once the caller's transaction commits (at once when there is none): a worker
 * woken earlier would look before the rows are visible to it. A rollback drops the callback.
 */
export function afterCommit(callback: () => void): void {
  const scope = scopes.getStore();
  if (scope?.open) scope.afterCommit.push(callback);
  else callback();
}

/** Wraps a database so transactions opened through it are joined by every store that uses it. */
export function withAmbientTransactions(db: Database): Database {
  return db instanceof AmbientTransactionDatabase ? db : new AmbientTransactionDatabase(db);
}
