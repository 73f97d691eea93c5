import { stampDuty as stampDutyUnder, type StampDutyRequest } from './stamp-duty.rule';
import { STAMP_DUTY_SCHEDULES, type StampDutySchedule } from './stamp-duty.schedules';

/** The stamp duty under the built-in schedules, unless a test names others. */
const stampDuty = (request: StampDutyRequest, schedules: readonly StampDutySchedule[] = STAMP_DUTY_SCHEDULES) => stampDutyUnder(request, schedules);

const IN_REDUCTION = '2026-05-01';
const AFTER_REDUCTION = '2027-04-01';

describe('Stamp duty / every bracket edge of the table', () => {
  it.each([
    // amount, 本則, 軽減, bracket label
    [0, 200, 200, '契約金額の記載のないもの'],
    [1, 0, 0, '1万円未満'],
    [9_999, 0, 0, '1万円未満'],
    [10_000, 200, 200, '1万円以上10万円以下'],
    [100_000, 200, 200, '1万円以上10万円以下'],
    [100_001, 400, 200, '10万円を超え50万円以下'],
    [500_000, 400, 200, '10万円を超え50万円以下'],
    [500_001, 1_000, 500, '50万円を超え100万円以下'],
    [1_000_000, 1_000, 500, '50万円を超え100万円以下'],
    [1_000_001, 2_000, 1_000, '100万円を超え500万円以下'],
    [5_000_000, 2_000, 1_000, '100万円を超え500万円以下'],
    [5_000_001, 10_000, 5_000, '500万円を超え1,000万円以下'],
    [10_000_000, 10_000, 5_000, '500万円を超え1,000万円以下'],
    [10_000_001, 20_000, 10_000, '1,000万円を超え5,000万円以下'],
    [50_000_000, 20_000, 10_000, '1,000万円を超え5,000万円以下'],
    [50_000_001, 60_000, 30_000, '5,000万円を超え1億円以下'],
    [100_000_000, 60_000, 30_000, '5,000万円を超え1億円以下'],
    [100_000_001, 100_000, 60_000, '1億円を超え5億円以下'],
    [500_000_000, 100_000, 60_000, '1億円を超え5億円以下'],
    [500_000_001, 200_000, 160_000, '5億円を超え10億円以下'],
    [1_000_000_000, 200_000, 160_000, '5億円を超え10億円以下'],
    [1_000_000_001, 400_000, 320_000, '10億円を超え50億円以下'],
    [5_000_000_000, 400_000, 320_000, '10億円を超え50億円以下'],
    [5_000_000_001, 600_000, 480_000, '50億円を超えるもの'],
    [Number.MAX_SAFE_INTEGER, 600_000, 480_000, '50億円を超えるもの'],
  ])('%d yen: 本則 %d, 軽減 %d (%s)', (amount, standard, reduced, label) => {
    const asStandard = stampDuty({ amount, date: IN_REDUCTION, reduced: false });
    expect(asStandard.fee).toBe(standard);
    expect(asStandard.basis.bracket?.label).toBe(label);
    const asReduced = stampDuty({ amount, date: IN_REDUCTION });
    expect(asReduced.fee).toBe(reduced);
    expect(asReduced.basis.bracket?.label).toBe(label);
    expect(stampDuty({ amount, date: AFTER_REDUCTION }).fee).toBe(standard);
  });
});

describe('Stamp duty / the basis it answers with', () => {
  it('names the reduction, its bracket and period for a reduced amount', () => {
    expect(stampDuty({ amount: 30_000_000, date: IN_REDUCTION })).toEqual({
      fee: 10_000,
      amount: 30_000_000,
      date: IN_REDUCTION,
      electronic: false,
      reduced: true,
      basis: {
        rule: '軽減税率',
        bracket: { min: 10_000_001, max: 50_000_000, label: '1,000万円を超え5,000万円以下' },
        rate_percent: null,
        period: { from: '2014-04-01', to: '2027-03-31' },
        legal_basis: '租税特別措置法 第91条',
        confirmed: true,
        checked_on: '2026-11-23',
        source: '国税庁「印紙税額の一覧表」「タックスアンサー No.7191 登録免許税の税額表」',
        notes: [],
      },
    });
  });

  it('names the 本則 when the reduction is not asked for', () => {
    const answer = stampDuty({ amount: 30_000_000, date: IN_REDUCTION, reduced: false });
    expect(answer).toMatchObject({ fee: 20_000, reduced: false });
    expect(answer.basis).toMatchObject({
      rule: '本則',
      period: { from: null, to: null },
      legal_basis: '印紙税法 別表第一 第1号',
      confirmed: true,
      notes: [],
    });
  });

  it.each([0, 9_999, 50_000, 100_000])('says %d yen is outside the reduction and pays the 本則 while it is in force', (amount) => {
    const answer = stampDuty({ amount, date: IN_REDUCTION });
    expect(answer.reduced).toBe(false);
    expect(answer.basis.legal_basis).toBe('印紙税法 別表第一 第1号');
    expect(answer.basis.notes).toEqual(['この金額は租税特別措置法 第91条の軽減の対象外のため、本則の税額です。']);
  });

  it('adds no note about the reduction once it has ended', () => {
    expect(stampDuty({ amount: 50_000, date: AFTER_REDUCTION }).basis.notes).toEqual([]);
  });

  it('owes nothing on an electronic contract, whatever the amount, and says why', () => {
    for (const amount of [0, 9_999, 30_000_000, Number.MAX_SAFE_INTEGER]) {
      const answer = stampDuty({ amount, date: IN_REDUCTION, electronic: true });
      expect(answer).toMatchObject({ fee: 0, amount, electronic: true, reduced: false });
      expect(answer.basis).toMatchObject({ bracket: null, legal_basis: '印紙税法基本通達 第44条', confirmed: true });
    }
  });
});

describe('Stamp duty / the reduction period', () => {
  it.each([
    ['2014-04-01', 'its first day', 10_000],
    ['2027-03-31', 'its last day', 10_000],
    ['2027-04-01', 'the day after', 20_000],
  ])('on %s (%s) a 30,000,000-yen contract pays %d', (date, _when, fee) => {
    expect(stampDuty({ amount: 30_000_000, date }).fee).toBe(fee);
  });

  it('refuses the day before it began: an older measure applied then, which the table does not hold', () => {
    expect(() => stampDuty({ amount: 30_000_000, date: '2014-03-31' })).toThrow(RangeError);
  });

  it('picks a new period added as data, by the date asked for', () => {
    const extended: StampDutySchedule = { ...STAMP_DUTY_SCHEDULES[1], from: '2027-04-01', to: '2029-03-31', confirmed: false, notes: ['延長は未確認です。'] };
    const schedules = [...STAMP_DUTY_SCHEDULES, extended];
    expect(stampDuty({ amount: 30_000_000, date: '2027-03-31' }, schedules).basis.period).toEqual({ from: '2014-04-01', to: '2027-03-31' });
    const answer = stampDuty({ amount: 30_000_000, date: '2027-04-01' }, schedules);
    expect(answer).toMatchObject({ fee: 10_000, reduced: true });
    expect(answer.basis).toMatchObject({ period: { from: '2027-04-01', to: '2029-03-31' }, confirmed: false, notes: ['延長は未確認です。'] });
    expect(stampDuty({ amount: 30_000_000, date: '2029-04-01' }, schedules).fee).toBe(20_000);
  });
});

describe('Stamp duty / the rate table', () => {
  it.each(STAMP_DUTY_SCHEDULES.map((schedule) => [schedule.kind, schedule] as const))('the %s brackets follow on without gaps or overlaps', (_kind, schedule) => {
    schedule.brackets.forEach((bracket, index) => {
      const next = schedule.brackets[index + 1];
      if (next) expect(next.min).toBe((bracket.max ?? Number.NaN) + 1);
      else expect(bracket.max).toBeNull();
    });
  });

  it('the 本則 starts at 0 yen, so every amount has a bracket', () => {
    expect(STAMP_DUTY_SCHEDULES.find((schedule) => schedule.kind === 'standard')?.brackets[0].min).toBe(0);
  });
});

describe('Stamp duty / input it refuses', () => {
  it.each([-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])('amount %p', (amount) => {
    expect(() => stampDuty({ amount, date: IN_REDUCTION })).toThrow(RangeError);
  });

  it.each(['', '2026-02-30', '2026/05/01', '26-05-01', '2013-12-31'])('date %j', (date) => {
    expect(() => stampDuty({ amount: 1_000_000, date })).toThrow(RangeError);
  });

  it('fails loudly when a table leaves an amount without a bracket', () => {
    const gap: StampDutySchedule[] = [{ ...STAMP_DUTY_SCHEDULES[0], brackets: STAMP_DUTY_SCHEDULES[0].brackets.slice(2) }];
    expect(() => stampDuty({ amount: 5_000, date: IN_REDUCTION }, gap)).toThrow('no stamp duty');
  });
});
