import { Client } from 'pg';
import type { StatementShape } from './statement-log';

export interface ExplainedStatement extends StatementShape {
  /** `EXPLAIN (ANALYZE, BUFFERS)` of the shape's slowest run, run again on its parameters. */
  plan: string;
}

/**
 * Runs each statement again under `EXPLAIN (ANALYZE, BUFFERS)` with the parameters of its slowest
 * run, on the database at `url`, so the report shows where the time of the slowest shapes goes.
 */
export async function explainStatements(url: string, shapes: readonly StatementShape[]): Promise<ExplainedStatement[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const explained: ExplainedStatement[] = [];
    for (const shape of shapes) {
      const { rows } = await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${shape.sql}`, shape.slowestParams);
      explained.push({ ...shape, plan: rows.map((row) => row['QUERY PLAN']).join('\n') });
    }
    return explained;
  } finally {
    await client.end();
  }
}
