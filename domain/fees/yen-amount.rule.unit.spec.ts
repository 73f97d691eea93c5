import { parseYenAmount, YEN_AMOUNT_MESSAGES } from './yen-amount.rule';

describe('Yen amount / what a calculator path accepts', () => {
  it.each([
    ['0', 0],
    ['9999', 9_999],
    ['10,000', 10_000],
    ['100', 100],
    ['1,000', 1_000],
    ['12,345,678', 12_345_678],
    ['5000000001', 5_000_000_001],
    ['0010', 10],
    ['9007199254740991', Number.MAX_SAFE_INTEGER],
    ['9,007,199,254,740,991', Number.MAX_SAFE_INTEGER],
  ])('%j is %d yen', (input, value) => {
    expect(parseYenAmount(input)).toEqual({ ok: true, value });
  });
});

describe('Yen amount / what it refuses, and why', () => {
  it.each(['-1', '-0', '-1,000', '-1.5'])('%j is negative', (input) => {
    expect(parseYenAmount(input)).toEqual({ ok: false, message: YEN_AMOUNT_MESSAGES.negative });
  });

  it.each(['1.5', '1000.0', '1,000.50'])('%j has a fraction of a yen', (input) => {
    expect(parseYenAmount(input)).toEqual({ ok: false, message: YEN_AMOUNT_MESSAGES.fraction });
  });

  it.each(['9007199254740992', '9,007,199,254,740,992', '99999999999999999999999999'])('%j is beyond what can be counted exactly', (input) => {
    expect(parseYenAmount(input)).toEqual({ ok: false, message: YEN_AMOUNT_MESSAGES.too_large });
  });

  it.each([
    ['', 'empty'],
    ['abc', 'letters'],
    ['1e6', 'an exponent'],
    ['0x10', 'hexadecimal'],
    ['+100', 'a plus sign'],
    [' 100', 'a leading space'],
    ['100 ', 'a trailing space'],
    ['1,00', 'a short group'],
    ['1,0000', 'a long group'],
    ['1000,000', 'a long first group'],
    [',100', 'a leading comma'],
    ['100,', 'a trailing comma'],
    ['1,,000', 'two commas'],
    ['１０００', 'full-width digits'],
    ['1000円', 'a unit'],
    ['¥1000', 'a currency sign'],
    ['Infinity', 'infinity'],
    ['NaN', 'not a number'],
    ['−100', 'a Unicode minus sign'],
  ])('%j (%s) is not an amount', (input) => {
    expect(parseYenAmount(input)).toEqual({ ok: false, message: YEN_AMOUNT_MESSAGES.malformed });
  });
});
