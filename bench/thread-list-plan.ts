import { PostgresDealThreadList } from '../infrastructure/deals/postgres-deal-thread-list';
import type { Database, QueryResultLike } from '../infrastructure/database/database';

export interface QueryPlan {
  /** The server's own time for the query, without the app, the wire or the answer's JSON. */
  executionMs: number;
  planningMs: number;
  text: string;
}

/**
 * The deal list's query as the app sends it, run under EXPLAIN ANALYZE: the list adapter is handed a
 * database that explains each statement instead of answering it.
 */
export async function explainThreadList(db: Database, memberId: string, includeEnded: boolean): Promise<QueryPlan> {
  const plans: string[] = [];
  const explaining: Database = {
    kind: db.kind,
    schema: db.schema,
    async query<R>(text: string, params?: readonly unknown[]): Promise<QueryResultLike<R>> {
      // Without per-node timing, whose clock reads would cost more than the query's own work.
      const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS, TIMING OFF) ${text}`, params);
      plans.push(plan.rows.map((row) => row['QUERY PLAN']).join('\n'));
      return { rows: [], rowCount: 0 };
    },
    script: (sql) => db.script(sql),
    transaction: (work) => db.transaction(work),
    listen: (channel, onNotice) => db.listen(channel, onNotice),
    close: () => db.close(),
  };
  const list = new PostgresDealThreadList(explaining);
  const runs: Array<{ executionMs: number; planningMs: number; text: string }> = [];
  // The quickest of a few runs: on a shared machine the others measure the neighbours as well.
  for (let i = 0; i < 5; i++) {
    plans.length = 0;
    await list.forMember(memberId, includeEnded);
    const text = plans.join('\n');
    const time = (label: string) => Number(new RegExp(`${label} Time: ([\\d.]+) ms`).exec(text)?.[1] ?? NaN);
    runs.push({ executionMs: time('Execution'), planningMs: time('Planning'), text });
  }
  return runs.reduce((best, run) => (run.executionMs < best.executionMs ? run : best));
}
