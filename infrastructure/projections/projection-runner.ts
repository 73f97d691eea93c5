import { EventEmitter } from 'node:events';
import type { DocumentProjector, ProjectedEvent, ColumnType } from '../../read-models/shared/projector';
import { LOG_START, type LogPosition } from '../../application/shared/event-store.port';
import { ident, type Database, type Queryable } from '../database/database';
import { readFeed, type FeedEvent } from '../event-store/postgres-event-store';
import { CheckpointWaiters } from './checkpoint-waiters';

export interface ProjectionRunnerOptions {
  batchSize?: number;
  /** How often to look for events written by other processes. */
  pollIntervalMs?: number;
  /** Projections the running loop works at once, each in its own transaction and connection. */
  concurrency?: number;
  /** Called inside each batch transaction just before it commits (fault-injection in tests). */
  beforeCommit?: (projection: string, events: readonly FeedEvent[]) => void | Promise<void>;
  /** Called with each batch a runner applies, inside its transaction once its checkpoint moved (tests observe exclusivity). */
  onBatch?: (projection: string, events: readonly FeedEvent[]) => void;
  onError?: (projection: string, error: unknown) => void;
  /** Events a rebuild reads at a time, and documents it holds in memory before writing them out. */
  rebuildBatchSize?: number;
  rebuildCacheLimit?: number;
}

interface StoredDocument {
  id: string;
  doc: object;
  last_transaction_id: number;
  last_position: number;
}

interface CheckpointTarget {
  /** Schema that holds the projector's table. */
  schema: string;
  load(tx: Queryable): Promise<LogPosition>;
  /** `changed`: the batch up to `position` held events the projector handles. */
  save(tx: Queryable, position: LogPosition, changed: boolean): Promise<void>;
}

const SQL_TYPES: Record<ColumnType, string> = {
  text: 'text',
  integer: 'integer',
  bigint: 'bigint',
  numeric: 'numeric',
  boolean: 'boolean',
  timestamptz: 'timestamptz',
  'integer[]': 'integer[]',
};

/** The generated column that holds a substring-searched column's characters and character pairs. */
const LOCK_NAMESPACE = 7_346_002;
const CATCH_UP_RETRIES = 10;
const CATCH_UP_RETRY_MS = 20;
/** The name errors of a whole round (reading the checkpoints or the log) are reported under. */
const ALL_PROJECTIONS = 'all projections';
/**
 * Projections the running loop works at once: a write's read-your-writes wait is a round over all
 * of them, and one after another it was a dozen transactions' round trips in a row. Four leave
 * most of a pool of ten to the requests.
 */
const DEFAULT_CONCURRENCY = 4;
/** How often read-your-writes waits look at the checkpoints for batches other processes applied. */
const WAIT_POLL_MS = 50;
const REBUILD_BATCH_SIZE = 10_000;
const UPSERT_CHUNK = 5_000;
const REBUILD_CACHE_LIMIT = 200_000;

export function readModelTable(projector: Pick<DocumentProjector, 'collection'>): string {
  return `rm_${projector.collection}`;
}

/**
 * Keeps read models up to date with the log. Each batch runs in one transaction that also moves
 * the checkpoint, under a per-projection advisory lock, so across any number of processes every
 * event is applied exactly once.
 */
export class ProjectionRunner {
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly concurrency: number;
  private readonly progress = new EventEmitter();
  private running = false;
  private loop: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;
  private readonly checkpoints: string;
  private readonly waiters: CheckpointWaiters;
  /** The checkpoints as this runner's last round left them, while it is sure nobody else moved one. */
  private known: Map<string, LogPosition> | null = null;

  constructor(
    private readonly db: Database,
    readonly projectors: readonly DocumentProjector[],
    private readonly options: ProjectionRunnerOptions = {},
  ) {
    this.batchSize = options.batchSize ?? 1000;
    this.pollIntervalMs = options.pollIntervalMs ?? 250;
    this.concurrency = options.concurrency ?? DEFAULT_CONCURRENCY;
    this.checkpoints = `${ident(db.schema)}.projection_checkpoints`;
    this.waiters = new CheckpointWaiters(() => this.leastCheckpoint(), WAIT_POLL_MS, () => this.wake());
    this.progress.on('batch', () => this.waiters.look());
  }

  /** Creates missing tables and rebuilds any projection whose version changed. */
  async prepare(): Promise<void> {
    this.known = null;
    for (const projector of this.projectors) {
      const found = await this.db.query<{ version: number }>(
        `SELECT version FROM ${this.checkpoints} WHERE name = $1`,
        [projector.name],
      );
      if (found.rows.length === 0) {
        await this.db.transaction(async (tx) => {
          await createTable(tx, this.db.schema, projector, { indexes: true });
          await tx.query(`INSERT INTO ${this.checkpoints} (name, version) VALUES ($1, $2) ON CONFLICT DO NOTHING`, [
            projector.name,
            projector.version,
          ]);
        });
      } else if (found.rows[0].version !== projector.version) {
        await this.rebuild(projector.name);
      }
    }
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.runLoop();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    this.loop = null;
  }

  /** Lets the loop look for new events now instead of at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  private async runLoop(): Promise<void> {
    while (this.running) {
      let worked = false;
      try {
        worked = await this.round((name, error) => this.options.onError?.(name, error));
      } catch (error) {
        this.options.onError?.(ALL_PROJECTIONS, error);
      }
      if (!worked && this.running) await this.sleep(this.pollIntervalMs);
    }
  }

  /**
   * One look at the log for every projection: the checkpoints are known (from the last round, or
   * read together) and the log is read once, from the least of them. A projection with events it
   * handles applies them in a transaction of its own (a few side by side); those that handle none
   * of the events read move their checkpoints past them all in one statement, without a
   * transaction each. A projection ahead of where the read stopped reads on its own. Answers
   * whether any checkpoint moved.
   */
  private async round(report: (projection: string, error: unknown) => void): Promise<boolean> {
    // Taken, and kept for the next round only if every checkpoint ends where this round expects.
    const remembered = this.known;
    const checkpoints = remembered ?? (await this.readCheckpoints());
    this.known = null;
    const prepared = this.projectors.filter((projector) => checkpoints.has(projector.name));
    if (prepared.length === 0) return false;
    const least = prepared.map((projector) => checkpoints.get(projector.name)!).reduce((a, b) => (isBefore(b, a) ? b : a));
    const events = await readFeed(this.db, this.db.schema, least, this.batchSize);
    if (events.length === 0) {
      this.known = checkpoints;
      return false;
    }
    const last = events[events.length - 1];
    const end: LogPosition = { transactionId: last.transactionId, globalPosition: last.globalPosition };
    const full = events.length >= this.batchSize;
    const tasks: Array<{ name: string; run: () => Promise<boolean> }> = [];
    const idle: DocumentProjector[] = [];
    const after = new Map(checkpoints);
    let certain = true;
    for (const projector of prepared) {
      const from = checkpoints.get(projector.name)!;
      if (!isBefore(from, end)) {
        // Its checkpoint is past what this round read: there may be more for it beyond.
        if (full) tasks.push({ name: projector.name, run: async () => ((certain = false), (await this.processBatch(projector)) > 0) });
        continue;
      }
      const unread = events.filter((event) => isBefore(from, event));
      const handled = new Set<string>(projector.handles);
      if (unread.some((event) => handled.has(event.type))) {
        tasks.push({
          name: projector.name,
          run: async () => {
            const applied = (await this.applyRead(projector, from, unread)) > 0;
            if (applied) after.set(projector.name, end);
            else certain = false;
            return applied;
          },
        });
      } else idle.push(projector);
    }
    let moved = false;
    let next = 0;
    const lane = async () => {
      while (next < tasks.length) {
        const task = tasks[next++];
        try {
          if (await task.run()) moved = true;
        } catch (error) {
          certain = false;
          report(task.name, error);
        }
      }
    };
    const skipped =
      idle.length === 0
        ? Promise.resolve(0)
        : this.skipTo(idle, end).catch((error: unknown) => {
            report(ALL_PROJECTIONS, error);
            return -1;
          });
    await Promise.all(Array.from({ length: Math.min(this.concurrency, tasks.length) }, lane));
    const skips = await skipped;
    if (skips > 0) moved = true;
    // A projection another runner holds or moved is read again next round.
    if (skips === idle.length) for (const projector of idle) after.set(projector.name, end);
    else certain = false;
    if (certain) {
      this.known = after;
      // This runner wrote every checkpoint it knows: the waits they cover need no read to be told.
      if (moved) this.waiters.offer([...after.values()].reduce((a, b) => (isBefore(b, a) ? b : a)));
    }
    if (moved) this.progress.emit('batch');
    // Another runner moved what this one remembered: look again at once, from what is stored.
    if (!moved && !certain && remembered) return this.round(report);
    return moved;
  }

  /** Every prepared projection's checkpoint, in one read. */
  private async readCheckpoints(): Promise<Map<string, LogPosition>> {
    const { rows } = await this.db.query<{ name: string; last_transaction_id: number; last_position: number }>(
      `SELECT name, last_transaction_id, last_position FROM ${this.checkpoints} WHERE name = ANY($1)`,
      [this.projectors.map((p) => p.name)],
    );
    return new Map(rows.map((row) => [row.name, { transactionId: Number(row.last_transaction_id), globalPosition: Number(row.last_position) }]));
  }

  /**
   * Moves the checkpoints of projections that handle none of the events up to `to` there, in one
   * statement. Each row moves only forward and only under its projection's lock, so a runner
   * elsewhere in the middle of a batch of that projection keeps it, and its batch wins.
   */
  private async skipTo(projectors: readonly DocumentProjector[], to: LogPosition): Promise<number> {
    const moved = await this.db.query(
      `UPDATE ${this.checkpoints} SET last_transaction_id = $2::text::xid8, last_position = $3, updated_at = now()
        WHERE name = ANY($1::text[])
          AND (last_transaction_id, last_position) < ($2::text::xid8, $3::bigint)
          AND pg_try_advisory_xact_lock($4, hashtext($5 || name))`,
      [projectors.map((p) => p.name), String(to.transactionId), to.globalPosition, LOCK_NAMESPACE, `${this.db.schema}.`],
    );
    return moved.rowCount ?? 0;
  }

  /**
   * Applies events this round already read (`events`, all after `from`) in one transaction, if
   * the projection's checkpoint is still `from` once its lock is held; otherwise another runner
   * moved it meanwhile and the next round reads again.
   */
  private async applyRead(projector: DocumentProjector, from: LogPosition, events: readonly FeedEvent[]): Promise<number> {
    // The checkpoint is not read first: the write that moves it names the position it moves from,
    // and finding another there undoes the batch (documents skip what they applied already, so
    // what was folded meanwhile changed nothing).
    const target: CheckpointTarget = {
      schema: this.db.schema,
      load: async () => from,
      save: async (tx, next, changed) => {
        const saved = await tx.query(
          `UPDATE ${this.checkpoints} SET last_transaction_id = $2::text::xid8, last_position = $3, updated_at = now(),
             changed_position = CASE WHEN $4::boolean THEN $3 ELSE changed_position END
           WHERE name = $1 AND last_transaction_id = $5::text::xid8 AND last_position = $6`,
          [projector.name, String(next.transactionId), next.globalPosition, changed, String(from.transactionId), from.globalPosition],
        );
        if (saved.rowCount !== 1) throw new CheckpointMoved();
      },
    };
    try {
      return await this.db.transaction(async (tx) => {
        if (!(await this.tryLock(tx, projector))) return 0;
        return this.applyEventsRead(tx, projector, target, events);
      });
    } catch (error) {
      if (error instanceof CheckpointMoved) return 0;
      throw error;
    }
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        resolve();
      }
      this.wakeUp = done;
    });
  }

  /** Applies every event available now to every projection (tests, seeding, the CLI). */
  async catchUp(): Promise<void> {
    const failures: unknown[] = [];
    for (let unsure = 0; failures.length === 0; ) {
      if (await this.round((_name, error) => failures.push(error))) {
        unsure = 0;
        continue;
      }
      // A round that could not tell where every checkpoint is (a batch held by this runner's own
      // loop or by another process) is tried again a few times before the holder is left to it.
      if (this.known !== null || ++unsure > CATCH_UP_RETRIES) break;
      await new Promise((resolve) => setTimeout(resolve, CATCH_UP_RETRY_MS));
    }
    if (failures.length > 0) throw failures[0];
  }

  /**
   * Resolves true once every projection has applied the event at `position` (read-your-writes),
   * or false after `timeoutMs`. Given the event's place in the log (transaction and position), as
   * a reader of the log has it, the wait starts without looking the event up.
   */
  async waitFor(position: number | LogPosition, timeoutMs = 3000): Promise<boolean> {
    const started = Date.now();
    let target: LogPosition;
    if (typeof position === 'number') {
      const event = await this.db.query<{ transaction_id: number }>(
        `SELECT transaction_id FROM ${ident(this.db.schema)}.events WHERE global_position = $1`,
        [position],
      );
      if (event.rows.length === 0) return false;
      target = { transactionId: event.rows[0].transaction_id, globalPosition: position };
    } else target = position;
    this.wake();
    return this.waiters.wait(target, timeoutMs - (Date.now() - started));
  }

  /** The least checkpoint of this runner's projections, which every wait compares with. */
  private async leastCheckpoint(): Promise<LogPosition | null> {
    const least = await this.db.query<{ last_transaction_id: number; last_position: number }>(
      `SELECT last_transaction_id, last_position FROM ${this.checkpoints}
        WHERE name = ANY($1) ORDER BY last_transaction_id, last_position LIMIT 1`,
      [this.projectors.map((p) => p.name)],
    );
    const row = least.rows[0];
    return row ? { transactionId: Number(row.last_transaction_id), globalPosition: Number(row.last_position) } : null;
  }

  /**
   * Rebuilds one projection from the start of the log into a fresh table, then swaps it in while
   * holding the projection's lock, so readers see either the old or the new table whole.
   */
  async rebuild(name: string): Promise<void> {
    const projector = this.projectors.find((p) => p.name === name);
    if (!projector) throw new Error(`unknown projection ${name}`);
    const buildSchema = `${this.db.schema}_rebuild_${projector.collection}`.slice(0, 63);
    this.known = null;
    let position: LogPosition = LOG_START;
    const target: CheckpointTarget = {
      schema: buildSchema,
      load: async () => position,
      save: async (_tx, next) => {
        position = next;
      },
    };
    await this.db.transaction(async (tx) => {
      await tx.query(`DROP SCHEMA IF EXISTS ${ident(buildSchema)} CASCADE`);
      await tx.query(`CREATE SCHEMA ${ident(buildSchema)}`);
      await createTable(tx, buildSchema, projector, { indexes: false });
    });
    position = await this.replay(projector, buildSchema);
    // Secondary indexes are built once over the finished table rather than kept up row by row.
    await this.db.transaction((tx) => createIndexes(tx, buildSchema, projector));
    const table = ident(readModelTable(projector));
    // A table written in one go has no statistics and no visibility map until autovacuum comes
    // round: the planner would guess, and counts could not be answered from an index alone.
    await this.db.query(`VACUUM (ANALYZE) ${ident(buildSchema)}.${table}`);
    await this.db.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [LOCK_NAMESPACE, this.lockName(projector)]);
      // Events committed since the replay above: applied here, under the lock, before the swap.
      for (;;) {
        const applied = await this.applyBatch(tx, projector, target, this.batchSize);
        if (applied === 0) break;
      }
      await tx.query(`DROP TABLE IF EXISTS ${ident(this.db.schema)}.${table}`);
      await tx.query(`ALTER TABLE ${ident(buildSchema)}.${table} SET SCHEMA ${ident(this.db.schema)}`);
      await tx.query(`DROP SCHEMA ${ident(buildSchema)} CASCADE`);
      await tx.query(
        `INSERT INTO ${this.checkpoints} (name, version, last_transaction_id, last_position, changed_position, updated_at)
         VALUES ($1, $2, $3::text::xid8, $4, $4, now())
         ON CONFLICT (name) DO UPDATE SET version = excluded.version,
           last_transaction_id = excluded.last_transaction_id, last_position = excluded.last_position,
           changed_position = excluded.changed_position, updated_at = excluded.updated_at`,
        [projector.name, projector.version, String(position.transactionId), position.globalPosition],
      );
    });
    this.known = null;
    this.progress.emit('batch');
  }

  /**
   * Replays the whole log into the build table. The table is private to this rebuild, so no lock
   * is needed, and the next batch is read while the current one is written.
   */
  private async replay(projector: DocumentProjector, buildSchema: string): Promise<LogPosition> {
    const handled = new Set<string>(projector.handles);
    const table = `${ident(buildSchema)}.${ident(readModelTable(projector))}`;
    // The build table starts empty and only this replay writes it, so until the cache is first
    // flushed the documents held here are the whole truth and nothing is read back.
    const documents = new Map<string, StoredDocument | null>();
    const dirty = new Set<string>();
    let flushed = false;
    const flush = async () => {
      await this.db.transaction((tx) => writeDocuments(tx, table, projector, documents, dirty));
      for (const id of dirty) if (documents.get(id) === null) documents.delete(id);
      dirty.clear();
    };
    let position = LOG_START;
    const batchSize = this.options.rebuildBatchSize ?? REBUILD_BATCH_SIZE;
    let batch = await readFeed(this.db, this.db.schema, position, batchSize);
    while (batch.length > 0) {
      const last = batch[batch.length - 1];
      position = { transactionId: last.transactionId, globalPosition: last.globalPosition };
      const next = readFeed(this.db, this.db.schema, position, batchSize);
      const relevant = batch.filter((event) => handled.has(event.type));
      if (flushed) await loadMissing(this.db, table, projector, relevant, documents);
      for (const id of foldEvents(projector, relevant, documents)) dirty.add(id);
      if (documents.size >= (this.options.rebuildCacheLimit ?? REBUILD_CACHE_LIMIT)) {
        await flush();
        documents.clear();
        flushed = true;
      }
      batch = await next;
    }
    await flush();
    return position;
  }



  private lockName(projector: DocumentProjector): string {
    return `${this.db.schema}.${projector.name}`;
  }

  private liveTarget(projector: DocumentProjector): CheckpointTarget {
    return {
      schema: this.db.schema,
      load: async (tx) => {
        const row = await tx.query<{ last_transaction_id: number; last_position: number }>(
          `SELECT last_transaction_id, last_position FROM ${this.checkpoints} WHERE name = $1`,
          [projector.name],
        );
        if (row.rows.length === 0) throw new Error(`projection ${projector.name} is not prepared`);
        return { transactionId: row.rows[0].last_transaction_id, globalPosition: row.rows[0].last_position };
      },
      save: async (tx, next, changed) => {
        await tx.query(
          `UPDATE ${this.checkpoints} SET last_transaction_id = $2::text::xid8, last_position = $3, updated_at = now(),
             changed_position = CASE WHEN $4::boolean THEN $3 ELSE changed_position END
           WHERE name = $1`,
          [projector.name, String(next.transactionId), next.globalPosition, changed],
        );
      },
    };
  }

  private async tryLock(tx: Queryable, projector: DocumentProjector): Promise<boolean> {
    const locked = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1, hashtext($2)) AS locked', [
      LOCK_NAMESPACE,
      this.lockName(projector),
    ]);
    return locked.rows[0].locked;
  }

  /** One transaction: lock, read the next events, apply them, move the checkpoint, commit. */
  private async processBatch(projector: DocumentProjector): Promise<number> {
    const applied = await this.db.transaction(async (tx) => {
      if (!(await this.tryLock(tx, projector))) return 0;
      return this.applyBatch(tx, projector, this.liveTarget(projector), this.batchSize);
    });
    if (applied > 0) this.progress.emit('batch');
    return applied;
  }

  private async applyBatch(
    tx: Queryable,
    projector: DocumentProjector,
    target: CheckpointTarget,
    batchSize: number,
  ): Promise<number> {
    const from = await target.load(tx);
    // Read before writing: this transaction has no id of its own yet, so the snapshot horizon
    // is decided by other transactions only.
    const events = await readFeed(tx, this.db.schema, from, batchSize);
    return this.applyEventsRead(tx, projector, target, events);
  }

  /** Applies the events the projector handles among `events` and moves the checkpoint past them all. */
  private async applyEventsRead(tx: Queryable, projector: DocumentProjector, target: CheckpointTarget, events: readonly FeedEvent[]): Promise<number> {
    if (events.length === 0) return 0;
    const handled = new Set<string>(projector.handles);
    const relevant = events.filter((event) => handled.has(event.type));
    if (relevant.length > 0) await this.applyEvents(tx, projector, target.schema, relevant);
    const last = events[events.length - 1];
    await target.save(tx, { transactionId: last.transactionId, globalPosition: last.globalPosition }, relevant.length > 0);
    this.options.onBatch?.(projector.name, events);
    await this.options.beforeCommit?.(projector.name, events);
    return events.length;
  }

  private async applyEvents(
    tx: Queryable,
    projector: DocumentProjector,
    schema: string,
    events: readonly FeedEvent[],
  ): Promise<void> {
    const table = `${ident(schema)}.${ident(readModelTable(projector))}`;
    const documents = new Map<string, StoredDocument | null>();
    await loadMissing(tx, table, projector, events, documents);
    const changed = foldEvents(projector, events, documents);
    await writeDocuments(tx, table, projector, documents, changed);
  }


}

/** Reads the documents the events touch that `documents` does not hold yet (absent ones as null). */
async function loadMissing(
  executor: Queryable,
  table: string,
  projector: DocumentProjector,
  events: readonly FeedEvent[],
  documents: Map<string, StoredDocument | null>,
): Promise<void> {
  const missing = [...new Set(events.flatMap((event) => projector.documentIds(toProjected(event))))].filter(
    (id) => !documents.has(id),
  );
  if (missing.length === 0) return;
  const loaded = await executor.query<StoredDocument>(
    `SELECT id, doc, last_transaction_id, last_position FROM ${table} WHERE id = ANY($1::text[])`,
    [missing],
  );
  for (const id of missing) documents.set(id, null);
  for (const row of loaded.rows) documents.set(row.id, row);
}

/** Applies events to the documents in `documents` (null = absent); answers the ids that changed. */
function foldEvents(
  projector: DocumentProjector,
  events: readonly FeedEvent[],
  documents: Map<string, StoredDocument | null>,
): Set<string> {
  const changed = new Set<string>();
  for (const event of events) {
    const projected = toProjected(event);
    for (const id of projector.documentIds(projected)) {
      const current = documents.get(id) ?? null;
      // A document remembers the last event it applied: a replayed event changes nothing.
      if (current && !isAfter(event, current)) continue;
      const next = projector.evolve(current ? current.doc : null, projected, id);
      documents.set(
        id,
        next === null ? null : { id, doc: next, last_transaction_id: event.transactionId, last_position: event.globalPosition },
      );
      changed.add(id);
    }
  }
  return changed;
}

async function writeDocuments(
  tx: Queryable,
  table: string,
  projector: DocumentProjector,
  documents: ReadonlyMap<string, StoredDocument | null>,
  ids: ReadonlySet<string>,
): Promise<void> {
  const removed = [...ids].filter((id) => documents.get(id) == null);
  const kept = [...ids].map((id) => documents.get(id)).filter((d): d is StoredDocument => d != null);
  if (removed.length > 0) await tx.query(`DELETE FROM ${table} WHERE id = ANY($1::text[])`, [removed]);
  for (let i = 0; i < kept.length; i += UPSERT_CHUNK) await upsertDocuments(tx, table, projector, kept.slice(i, i + UPSERT_CHUNK));
}

/** A batch found its projection's checkpoint moved by another runner: it is undone. */
class CheckpointMoved extends Error {}

/** `a` comes before `b` in the log's (transaction, position) order. */
function isBefore(a: LogPosition, b: LogPosition): boolean {
  return a.transactionId < b.transactionId || (a.transactionId === b.transactionId && a.globalPosition < b.globalPosition);
}

function isAfter(event: FeedEvent, document: StoredDocument): boolean {
  if (event.transactionId !== document.last_transaction_id) return event.transactionId > document.last_transaction_id;
  return event.globalPosition > document.last_position;
}

async function upsertDocuments(
  tx: Queryable,
  table: string,
  projector: DocumentProjector,
  documents: readonly StoredDocument[],
): Promise<void> {
  const columns = Object.entries(projector.columns ?? {});
  const names = ['id', 'doc', 'last_transaction_id', 'last_position', ...columns.map(([name]) => ident(name))];
  // Transaction ids travel as text and are cast per row.
  // Array columns travel as JSON text, since unnest cannot take an array of ragged arrays.
  const arrays = ['text', 'jsonb', 'text', 'bigint', ...columns.map(([, type]) => (type === 'integer[]' ? 'text' : SQL_TYPES[type]))];
  const params: unknown[][] = [
    documents.map((d) => d.id),
    documents.map((d) => JSON.stringify(d.doc)),
    documents.map((d) => String(d.last_transaction_id)),
    documents.map((d) => d.last_position),
    ...columns.map(([name]) => documents.map((d) => columnValue((d.doc as Record<string, unknown>)[name]))),
  ];
  const arrayColumns = new Set(columns.filter(([, type]) => type === 'integer[]').map(([name]) => ident(name)));
  const selected = names.map((name) => {
    if (name === 'last_transaction_id') return `${name}::xid8`;
    if (arrayColumns.has(name)) return `ARRAY(SELECT jsonb_array_elements_text(${name}::jsonb)::integer)`;
    return name;
  });
  const updates = names.slice(1).map((name) => `${name} = excluded.${name}`);
  await tx.query(
    `INSERT INTO ${table} (${names.join(', ')})
     SELECT ${selected.join(', ')}
     FROM unnest(${arrays.map((type, i) => `$${i + 1}::${type}[]`).join(', ')}) AS u(${names.join(', ')})
     ON CONFLICT (id) DO UPDATE SET ${updates.join(', ')}`,
    params,
  );
}

function columnValue(value: unknown): unknown {
  if (value === undefined) return null;
  if (value !== null && typeof value === 'object') return JSON.stringify(value);
  return value;
}

async function createTable(
  tx: Queryable,
  schema: string,
  projector: DocumentProjector,
  options: { indexes: boolean },
): Promise<void> {
  const table = `${ident(schema)}.${ident(readModelTable(projector))}`;
  const columns = Object.entries(projector.columns ?? {});
  await tx.query(
    `CREATE TABLE IF NOT EXISTS ${table} (
       id text PRIMARY KEY,
       doc jsonb NOT NULL,
       last_transaction_id xid8 NOT NULL,
       last_position bigint NOT NULL
       ${columns.map(([name, type]) => `, ${ident(name)} ${SQL_TYPES[type]}`).join('')}
     )`,
  );
  if (options.indexes) await createIndexes(tx, schema, projector);
}

/**
 * The position of the last event that changed a projection's documents (0 before any): answers
 * read from its read model hold until this moves.
 */
export async function changedPosition(db: Queryable, schema: string, projection: string): Promise<number> {
  const { rows } = await db.query<{ changed_position: string | number }>(
    `SELECT changed_position FROM ${ident(schema)}.projection_checkpoints WHERE name = $1`,
    [projection],
  );
  return rows.length === 0 ? 0 : Number(rows[0].changed_position);
}

/** The part of each row's condition a partial index holds (`status_id IN (2, 3)`), or ''. */
export function indexedOnlyCondition(projector: Pick<DocumentProjector, 'indexedOnly'>): string {
  const only = projector.indexedOnly;
  if (!only) return '';
  if (only.values.length === 0 || !only.values.every(Number.isSafeInteger)) throw new Error('indexedOnly values must be integers');
  return `${ident(only.column)} IN (${only.values.join(', ')})`;
}

async function createIndexes(tx: Queryable, schema: string, projector: DocumentProjector): Promise<void> {
  const table = `${ident(schema)}.${ident(readModelTable(projector))}`;
  const only = indexedOnlyCondition(projector);
  const where = only ? ` WHERE ${only}` : '';
  const unindexed = new Set(projector.unindexedColumns ?? []);
  for (const [name, type] of Object.entries(projector.columns ?? {})) {
    if (unindexed.has(name)) continue;
    await tx.query(
      type === 'integer[]' ? `CREATE INDEX ON ${table} USING gin (${ident(name)})${where}` : `CREATE INDEX ON ${table} (${ident(name)})${where}`,
    );
  }
  for (const columns of projector.compositeIndexes ?? []) {
    await tx.query(`CREATE INDEX ON ${table} (${columns.map(ident).join(', ')})${where}`);
  }
  if (projector.readsChanges) await tx.query(`CREATE INDEX ON ${table} (last_position)`);
}

function toProjected(event: FeedEvent): ProjectedEvent {
  return {
    type: event.type,
    data: event.data,
    streamId: event.streamId,
    streamVersion: event.streamVersion,
    globalPosition: event.globalPosition,
    recordedAt: event.recordedAt,
    metadata: event.metadata,
  };
}
