import { UnitOfWork } from '../../application/shared/unit-of-work.port';
import type { Database } from './database';

/** One database transaction that every store on the same (ambient) database joins. */
export class PostgresUnitOfWork extends UnitOfWork {
  constructor(private readonly db: Database) {
    super();
  }

  run<T>(work: () => Promise<T>): Promise<T> {
    return this.db.transaction(() => work());
  }
}
