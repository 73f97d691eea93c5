import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { rawAnswerReader, type RawAnswerReader } from './embedded-raw-answer';

/** The columns of the answer's first row, each as its bytes (null: SQL null). */
function firstRow(answer: Uint8Array): Array<Buffer | null> {
  const bytes = Buffer.from(answer);
  let at = 0;
  while (bytes[at] !== 'D'.charCodeAt(0)) at += 1 + bytes.readInt32BE(at + 1);
  const columns: Array<Buffer | null> = [];
  let field = at + 7;
  for (let column = 0; column < bytes.readInt16BE(at + 5); column++) {
    const length = bytes.readInt32BE(field);
    columns.push(length < 0 ? null : bytes.subarray(field + 4, field + 4 + length));
    field += 4 + Math.max(0, length);
  }
  return columns;
}

describe('Raw answers of the embedded database', () => {
  let test: TestDatabase;
  let read: RawAnswerReader;

  beforeEach(async () => {
    test = await createTestDatabase('embedded');
    read = rawAnswerReader(test.db)!;
  });
  afterEach(() => test.dispose());

  it('are the backend messages as PostgreSQL wrote them, every column in binary, the statement prepared once', async () => {
    const statement = { name: 'raw_answer_test', sql: `SELECT '住所 🏠' || E'\\n' || 'x', $1 * 2, $2::int4, NULL::text, timestamptz '2000-01-02 00:00:00.000001Z'` };
    for (const value of [21, 2 ** 40]) {
      const [text, doubled, small, missing, time] = firstRow(await read(statement, [value, 7]));
      expect(text!.toString('utf8')).toBe('住所 🏠\nx');
      expect(Number(doubled!.readBigInt64BE())).toBe(value * 2);
      expect(small!.readInt32BE()).toBe(7);
      expect(missing).toBeNull();
      expect(Number(time!.readBigInt64BE())).toBe(86_400_000_001);
    }
    // Bound to the statement prepared the first time: the answer opens with BindComplete.
    expect(String.fromCharCode((await read(statement, [1, 1]))[0])).toBe('2');
  });

  it('prepare the statement again when the database has dropped it', async () => {
    const statement = { name: 'raw_answer_dropped', sql: 'SELECT $1 + 1' };
    await read(statement, [1]);
    await test.db.script('DEALLOCATE raw_answer_dropped');
    expect(Number(firstRow(await read(statement, [41]))[0]!.readBigInt64BE())).toBe(42);
  });

  it('report an error by its message and code, and leave the database usable', async () => {
    await expect(read({ name: 'raw_answer_bad', sql: 'SELECT * FROM no_such_table WHERE $1 > 0' }, [1])).rejects.toMatchObject({
      message: expect.stringContaining('no_such_table'),
      code: '42P01',
    });
    await expect(read({ name: 'raw_answer_zero', sql: 'SELECT 1 / ($1 - 1)' }, [1])).rejects.toMatchObject({ code: '22012' });
    expect(firstRow(await read({ name: 'raw_answer_zero', sql: 'SELECT 1 / ($1 - 1)' }, [2]))[0]!.readBigInt64BE()).toBe(1n);
    expect((await test.db.query<{ one: number }>('SELECT 1 AS one')).rows).toEqual([{ one: 1 }]);
  });

  it('wait for a transaction on the same database instead of running inside it', async () => {
    await test.db.script(`CREATE TABLE ${test.db.schema}.seen (n int)`);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const transaction = test.db.transaction(async (tx) => {
      await tx.query(`INSERT INTO ${test.db.schema}.seen VALUES (1)`);
      await held;
      throw new Error('roll back');
    });
    const counted = read({ name: 'raw_answer_count', sql: `SELECT count(*) + $1 FROM ${test.db.schema}.seen` }, [0]);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow('roll back');
    expect(firstRow(await counted)[0]!.readBigInt64BE()).toBe(0n);
  });

  it('are not read from a server', () => {
    expect(rawAnswerReader({ query: async () => ({ rows: [], rowCount: 0 }), script: async () => undefined })).toBeNull();
  });
});
