import { ident, type Database } from '../infrastructure/database/database';
import { migrate } from '../infrastructure/database/migrations';
import { allMigrations } from '../infrastructure/database/all-migrations';
import { VERIFY_PAGE_SIZE, chainedPageReader, verifyEventChain } from '../infrastructure/audit/event-chain-verifier';
import { actorEventsSql } from '../infrastructure/audit/postgres-actor-events';
import { PostgresEventStore } from '../infrastructure/event-store/postgres-event-store';
import { defaultLogShape, loadEventLog } from './event-log-loader';
import { measureAppends, ourTarget, singleEventWorkload } from './append.bench';
import { UnchainedEventStore } from './unchained-event-store';

export interface VerifyRun {
  events: number;
  loadMs: number;
  verifyMs: number;
  /** CPU time of this process while verifying: what the verifier itself costs, whatever else the machine runs. */
  cpuMs: number;
  eventsPerSecond: number;
  intact: boolean;
  /** The same pages read without hashing, right after: how fast the database alone gives the verifier its events. */
  readOnlyEventsPerSecond: number;
}

/** Loads a log of `events` events, each chained, then times `audit:verify`'s check of it. */
export async function measureVerify(db: Database, events: number): Promise<VerifyRun> {
  await migrate(db, allMigrations);
  const loadStarted = performance.now();
  await loadEventLog(db, defaultLogShape(events));
  await db.query(`VACUUM (ANALYZE) ${ident(db.schema)}.events`);
  const loadMs = performance.now() - loadStarted;
  const started = performance.now();
  const cpu = process.cpuUsage();
  const report = await verifyEventChain(db, db.schema);
  const used = process.cpuUsage(cpu);
  const verifyMs = performance.now() - started;
  const readOnlyMs = await timeReadingPages(db, report.headPosition);
  return {
    events: report.verified,
    loadMs,
    verifyMs,
    cpuMs: (used.user + used.system) / 1000,
    eventsPerSecond: (report.verified / verifyMs) * 1000,
    intact: report.intact,
    readOnlyEventsPerSecond: (report.verified / readOnlyMs) * 1000,
  };
}

/** Reads positions 1..`last` in the verifier's pages, as the verifier reads them, one page after another, and hashes nothing. */
async function timeReadingPages(db: Database, last: number): Promise<number> {
  const read = chainedPageReader(db, db.schema);
  const started = performance.now();
  for (let from = 0; from < last; from += VERIFY_PAGE_SIZE) await read(from, Math.min(last, from + VERIFY_PAGE_SIZE));
  return performance.now() - started;
}

export interface HashingRun {
  writers: number;
  hashing: number[];
  plain: number[];
}

/** Single-event appends with and without the chain, alternating which goes first, `repetitions` times each. */
export async function measureHashingOverhead(
  hashingDb: Database,
  plainDb: Database,
  options: { writers: number; durationMs: number; warmupMs: number; repetitions: number; runId: string },
): Promise<HashingRun> {
  const targets = [
    { name: 'hashing', target: ourTarget(new PostgresEventStore(hashingDb)) },
    { name: 'plain', target: ourTarget(await UnchainedEventStore.open(plainDb)) },
  ];
  const result: HashingRun = { writers: options.writers, hashing: [], plain: [] };
  let runs = 0;
  const run = (entry: (typeof targets)[number], durationMs: number) =>
    measureAppends(entry.target, singleEventWorkload, { writers: options.writers, durationMs, runId: `${options.runId}h${runs++}x` });
  for (const entry of targets) await run(entry, options.warmupMs);
  for (let repetition = 0; repetition < options.repetitions; repetition++) {
    const order = repetition % 2 === 0 ? targets : [...targets].reverse();
    for (const entry of order) {
      const measured = await run(entry, options.durationMs);
      (entry.name === 'hashing' ? result.hashing : result.plain).push(measured.eventsPerSecond);
    }
  }
  return result;
}

export interface ActorLookup {
  /** The indexes the plan reads (none: a scan of the log). */
  indexes: string[];
  seqScan: boolean;
  executionMs: number;
}

/** `EXPLAIN ANALYZE` of a member timeline's read by actor on the loaded log: which index it walks and how long it takes. */
export async function explainActorLookup(db: Database, actorId: string): Promise<ActorLookup> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${actorEventsSql(db.schema)}`, [actorId, 200]);
  const plan = rows.map((row) => row['QUERY PLAN']).join('\n');
  return {
    indexes: [...new Set([...plan.matchAll(/(?:Index (?:Only )?Scan(?: Backward)? using|Bitmap Index Scan on) (\w+)/g)].map((match) => match[1]))],
    seqScan: /Seq Scan on events/.test(plan),
    executionMs: Number(plan.match(/Execution Time: ([\d.]+) ms/)?.[1] ?? NaN),
  };
}
