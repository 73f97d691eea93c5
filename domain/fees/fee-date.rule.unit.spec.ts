import { dateInJapan, FEE_DATE_MESSAGES, parseFeeDate } from './fee-date.rule';

describe('Fee date / what a calculator accepts', () => {
  it.each(['2014-04-01', '2024-02-29', '2026-12-31', '9999-12-31'])('%j', (input) => {
    expect(parseFeeDate(input)).toEqual({ ok: true, value: input });
  });

  it.each(['', '2026-5-1', '2026/05/01', '20260501', '2026-02-29', '2026-04-31', '2026-00-10', '2026-13-01', '2026-05-01T00:00', ' 2026-05-01'])(
    'refuses %j as not a calendar date',
    (input) => {
      expect(parseFeeDate(input)).toEqual({ ok: false, message: FEE_DATE_MESSAGES.malformed });
    },
  );

  it('refuses the day before rates are kept for', () => {
    expect(parseFeeDate('2014-03-31')).toEqual({ ok: false, message: FEE_DATE_MESSAGES.too_early });
  });
});

describe('Fee date / today in Japan', () => {
  it.each([
    ['2026-03-31T14:59:59.999Z', '2026-03-31'],
    ['2026-03-31T15:00:00.000Z', '2026-04-01'],
    ['2026-12-31T23:00:00.000Z', '2027-01-01'],
    ['2026-04-01T08:00:00+09:00', '2026-04-01'],
  ])('%s is %s in Japan', (instant, date) => {
    expect(dateInJapan(instant)).toBe(date);
  });

  it('refuses what is not an instant', () => {
    expect(() => dateInJapan('tomorrow')).toThrow(RangeError);
  });
});
