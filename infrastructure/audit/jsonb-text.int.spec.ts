import fc from 'fast-check';
import { createTestDatabase, storeKinds, type TestDatabase } from '../testing/test-databases';
import { jsonbText, numericText } from './jsonb-text';

/** Characters a careless printer gets wrong: escapes, control characters, DEL, line separators, kana, emoji, é composed and not. */
const tricky = fc.constantFrom('"', '\\', '/', '\b', '\f', '\n', '\r', '\t', '\u0001', '\u001f', '\u007f', '\u2028', 'ｶ', 'あ', '家', '🏠', 'é', 'e\u0301', ' ', 'a', 'Z', '0');
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.string({ unit: tricky, maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 6 }),
);
/** Numbers as a domain event carries them, and the ones JavaScript writes with an exponent. */
const number = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.constantFrom(0, -0, 1e21, 1.5e21, 123456789012345680000, 1e-7, 1.5e-7, 5e-324, 1.7976931348623157e308, -2.5e-10, 0.1, 1e-6, 999999999999999900000),
);
const json = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    fc.constant(null),
    fc.boolean(),
    number,
    text,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(text, tie('value'), { maxKeys: 6 }),
  ),
})).value;

describe.each(storeKinds())('JSON printed as the %s store prints jsonb', (kind) => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
  });
  afterAll(() => test.dispose());

  /** What PostgreSQL prints for the text JSON.stringify sends it, next to what the printer makes of the same text. */
  async function printedBoth(values: unknown[]): Promise<Array<[string, string]>> {
    const sent = values.map((value) => JSON.stringify(value));
    const { rows } = await test.db.query<{ printed: string }>(
      'SELECT v::jsonb::text AS printed FROM unnest($1::text[]) WITH ORDINALITY AS given(v, n) ORDER BY n',
      [sent],
    );
    return rows.map((row, index) => [row.printed, jsonbText(JSON.parse(sent[index]))]);
  }

  it('prints every generated value exactly as PostgreSQL does', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(json, { minLength: 1, maxLength: 40 }), async (values) => {
        for (const [database, printer] of await printedBoth(values)) expect(printer).toBe(database);
      }),
      { numRuns: 60 },
    );
  });

  it('orders keys as jsonb does: shorter in UTF-8 bytes first, then byte by byte, whatever their order in JavaScript', async () => {
    const keys = { b: 1, a: 2, aa: 3, é: 4, z: 5, '10': 6, '9': 7, '🏠': 8, ｶ: 9, 'e\u0301': 10, '\uff5fa': 11, '\u{1f3e1}': 12, ab: 13 };
    const [[database, printer]] = await printedBoth([keys]);
    expect(printer).toBe(database);
  });

  it('spells out every exponent JavaScript writes, with the decimals numeric keeps', async () => {
    const numbers = [1e21, -1e21, 1.2345e25, 1e-7, -1.5e-7, 1.234e-10, 5e-324, Number.MAX_VALUE, Number.MIN_VALUE, 2 ** 53 + 2, 0.1 + 0.2];
    for (const [database, printer] of await printedBoth(numbers)) expect(printer).toBe(database);
    expect(numericText(1.5e-7)).toBe('0.00000015');
    expect(numericText(1.2345e25)).toBe('12345000000000000000000000');
  });
});
