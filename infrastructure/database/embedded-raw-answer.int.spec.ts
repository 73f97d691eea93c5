import { createTestDatabase, type TestDatabase } from '../testing/test-databases';
import { rawAnswerReader } from './embedded-raw-answer';

describe('Raw answers of the embedded database', () => {
  let test: TestDatabase;

  beforeEach(async () => {
    test = await createTestDatabase('embedded');
  });
  afterEach(() => test.dispose());

  it('are the backend messages as PostgreSQL wrote them, each value in its own bytes', async () => {
    const answer = Buffer.from(await rawAnswerReader(test.db)!(`SELECT '住所 🏠' || E'\\n' || 'x' AS text, 42 AS number`));
    const row = answer.indexOf('D');
    expect(answer.readInt16BE(row + 5)).toBe(2);
    const length = answer.readInt32BE(row + 7);
    expect(answer.subarray(row + 11, row + 11 + length).toString('utf8')).toBe('住所 🏠\nx');
    expect(answer.subarray(row + 15 + length, row + 17 + length).toString('latin1')).toBe('42');
    // The answer ends as every simple query does: ready for the next one.
    expect(answer[answer.length - 6]).toBe('Z'.charCodeAt(0));
  });

  it('report an error by its message and code, and leave the database usable', async () => {
    await expect(rawAnswerReader(test.db)!('SELECT * FROM no_such_table')).rejects.toMatchObject({
      message: expect.stringContaining('no_such_table'),
      code: '42P01',
    });
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
    const read = rawAnswerReader(test.db)!(`SELECT count(*) FROM ${test.db.schema}.seen`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await expect(transaction).rejects.toThrow('roll back');
    const answer = Buffer.from(await read);
    const row = answer.indexOf('D');
    expect(answer.subarray(row + 11, row + 12).toString('latin1')).toBe('0');
  });

  it('are not read from a server', () => {
    expect(rawAnswerReader({ query: async () => ({ rows: [], rowCount: 0 }), script: async () => undefined })).toBeNull();
  });
});
