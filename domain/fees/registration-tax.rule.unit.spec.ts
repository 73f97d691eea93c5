import { registrationTax as registrationTaxUnder, type RegistrationTaxRequest } from './registration-tax.rule';
import { REGISTRATION_TAX_RATES, type RegistrationTaxRate } from './registration-tax.rates';

/** The registration tax under the built-in rates, unless a test names others. */
const registrationTax = (request: RegistrationTaxRequest, rates: readonly RegistrationTaxRate[] = REGISTRATION_TAX_RATES) => registrationTaxUnder(request, rates);

const CONFIRMED_LAND_PERIOD = '2025-10-01';
const EXTENDED_LAND_PERIOD = '2026-10-01';

describe('Registration tax / rounding', () => {
  it.each([
    // valuation, taxable base, tax at 2.0%
    [0, 1_000, 1_000],
    [999, 1_000, 1_000],
    [1_000, 1_000, 1_000],
    [1_999, 1_000, 1_000],
    [49_999, 49_000, 1_000],
    [54_999, 54_000, 1_000],
    [55_000, 55_000, 1_100],
    [1_234_567, 1_234_000, 24_600],
    [10_000_000, 10_000_000, 200_000],
    [12_345_999, 12_345_000, 246_900],
    [Number.MAX_SAFE_INTEGER, 9_007_199_254_740_000, 180_143_985_094_800],
  ])('a valuation of %d yen is taxed on %d and owes %d at 2.0%%', (valuation, base, fee) => {
    const answer = registrationTax({ valuation, date: CONFIRMED_LAND_PERIOD, kind: 'building' });
    expect(answer.taxable_base).toBe(base);
    expect(answer.fee).toBe(fee);
    expect(answer.basis.rate_percent).toBe(2);
  });

  it.each([
    // valuation, tax at 1.5%: the hundreds are cut, then the 1,000-yen minimum applies
    [66_666, 1_000], // 66,000 × 1.5% = 990 → 900 → at least 1,000
    [73_999, 1_000], // 73,000 × 1.5% = 1,095 → 1,000
    [74_000, 1_100], // 1,110 → 1,100
    [1_234_567, 18_500], // 1,234,000 × 1.5% = 18,510 → 18,500
    [20_000_000, 300_000],
  ])('land valued %d yen owes %d at 1.5%%', (valuation, fee) => {
    expect(registrationTax({ valuation, date: CONFIRMED_LAND_PERIOD }).fee).toBe(fee);
  });

  it.each([
    [333_333, 1_000], // 333,000 × 0.3% = 999 → 900 → at least 1,000
    [366_999, 1_000], // 366,000 × 0.3% = 1,098 → 1,000
    [367_000, 1_100], // 1,101 → 1,100
    [12_345_678, 37_000], // 12,345,000 × 0.3% = 37,035 → 37,000
  ])('a qualifying home valued %d yen owes %d at 0.3%%', (valuation, fee) => {
    expect(registrationTax({ valuation, date: CONFIRMED_LAND_PERIOD, kind: 'building', residential: true }).fee).toBe(fee);
  });

  it('says when the 1,000-yen minimum decided the tax', () => {
    expect(registrationTax({ valuation: 999, date: CONFIRMED_LAND_PERIOD, kind: 'building' }).basis.notes).toContain(
      '計算した税額が1,000円に満たないため、1,000円です（登録免許税法 第19条）。',
    );
    expect(registrationTax({ valuation: 55_000, date: CONFIRMED_LAND_PERIOD, kind: 'building' }).basis.notes).toEqual([]);
  });
});

describe('Registration tax / which rate applies', () => {
  it('land bought by anyone: 1.5% under 措置法 第72条, confirmed to 2026-03-31', () => {
    for (const buyer of ['person', 'company'] as const) {
      const answer = registrationTax({ valuation: 10_000_000, date: CONFIRMED_LAND_PERIOD, kind: 'land', buyer });
      expect(answer).toMatchObject({ fee: 150_000, kind: 'land', buyer, gift: false });
      expect(answer.basis).toEqual({
        rule: '土地の売買の軽減税率',
        bracket: null,
        rate_percent: 1.5,
        period: { from: '2013-04-01', to: '2026-03-31' },
        legal_basis: '租税特別措置法 第72条 第1項',
        confirmed: true,
        checked_on: '2026-11-23',
        source: '国税庁「印紙税額の一覧表」「タックスアンサー No.7191 登録免許税の税額表」',
        notes: [],
      });
    }
  });

  it('land is the default', () => {
    expect(registrationTax({ valuation: 10_000_000, date: CONFIRMED_LAND_PERIOD })).toMatchObject({ kind: 'land', buyer: 'person', fee: 150_000 });
  });

  it('land in the reported extension: 1.5%, marked unconfirmed with the reason', () => {
    const answer = registrationTax({ valuation: 10_000_000, date: EXTENDED_LAND_PERIOD });
    expect(answer.fee).toBe(150_000);
    expect(answer.basis).toMatchObject({ rate_percent: 1.5, period: { from: '2026-04-01', to: '2029-03-31' }, confirmed: false, checked_on: null });
    expect(answer.basis.notes[0]).toContain('国税庁 タックスアンサー No.7191');
  });

  it('a building an individual buys as their qualifying home: 0.3% under 措置法 第73条', () => {
    const answer = registrationTax({ valuation: 10_000_000, date: CONFIRMED_LAND_PERIOD, kind: 'building', buyer: 'person', residential: true });
    expect(answer.fee).toBe(30_000);
    expect(answer.basis).toMatchObject({ rate_percent: 0.3, legal_basis: '租税特別措置法 第73条', period: { from: null, to: '2027-03-31' }, confirmed: true });
    expect(answer.basis.notes[0]).toContain('住宅用家屋証明書');
  });

  it.each([
    ['a building that is not a qualifying home', { kind: 'building', residential: false }],
    ['a home bought by a company', { kind: 'building', buyer: 'company', residential: true }],
    ['a gift of land', { kind: 'land', gift: true }],
    ['a gift of a home', { kind: 'building', residential: true, gift: true }],
  ] as const)('%s: 2.0%% 本則', (_case, conditions) => {
    const answer = registrationTax({ valuation: 10_000_000, date: CONFIRMED_LAND_PERIOD, ...conditions });
    expect(answer.fee).toBe(200_000);
    expect(answer.basis).toMatchObject({
      rule: '本則',
      rate_percent: 2,
      period: { from: null, to: null },
      legal_basis: '登録免許税法 別表第一 第1号(二)ハ',
      confirmed: true,
    });
  });

  it('the home flag changes nothing for land', () => {
    expect(registrationTax({ valuation: 10_000_000, date: CONFIRMED_LAND_PERIOD, residential: true }).fee).toBe(150_000);
  });
});

describe('Registration tax / period boundaries', () => {
  it.each([
    ['2026-03-31', 'last confirmed day', 150_000, true],
    ['2026-04-01', 'first day of the reported extension', 150_000, false],
    ['2029-03-31', 'last day of the reported extension', 150_000, false],
    ['2029-04-01', 'the day after', 200_000, true],
  ])('land on %s (%s) owes %d, confirmed %p', (date, _when, fee, confirmed) => {
    const answer = registrationTax({ valuation: 10_000_000, date });
    expect(answer.fee).toBe(fee);
    expect(answer.basis.confirmed).toBe(confirmed);
  });

  it.each([
    ['2014-04-01', 'first day rates are kept for', 30_000],
    ['2027-03-31', 'last day of 第73条', 30_000],
    ['2027-04-01', 'the day after', 200_000],
  ])('a qualifying home on %s (%s) owes %d', (date, _when, fee) => {
    expect(registrationTax({ valuation: 10_000_000, date, kind: 'building', residential: true }).fee).toBe(fee);
  });

  it('refuses the day before the first day rates are kept for', () => {
    expect(() => registrationTax({ valuation: 10_000_000, date: '2014-03-31' })).toThrow(RangeError);
  });

  it('the reported extension, once confirmed, is one edit to the data', () => {
    const confirmedRates: RegistrationTaxRate[] = REGISTRATION_TAX_RATES.map((rate) => (rate.confirmed ? rate : { ...rate, confirmed: true, notes: [] }));
    expect(registrationTax({ valuation: 10_000_000, date: EXTENDED_LAND_PERIOD }, confirmedRates).basis).toMatchObject({ confirmed: true, notes: [] });
  });
});

describe('Registration tax / the rate table', () => {
  it('has a 本則 open at both ends, so every transfer has a rate', () => {
    expect(REGISTRATION_TAX_RATES.filter((rate) => Object.keys(rate.applies_to).length === 0 && rate.from === null && rate.to === null)).toHaveLength(1);
  });

  it('no two rates for the same transfer overlap in time', () => {
    REGISTRATION_TAX_RATES.forEach((a, i) =>
      REGISTRATION_TAX_RATES.slice(i + 1).forEach((b) => {
        if (JSON.stringify(a.applies_to) !== JSON.stringify(b.applies_to)) return;
        const apart = (a.to !== null && b.from !== null && a.to < b.from) || (b.to !== null && a.from !== null && b.to < a.from);
        expect(apart).toBe(true);
      }),
    );
  });
});

describe('Registration tax / input it refuses', () => {
  it.each([-1, 0.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])('valuation %p', (valuation) => {
    expect(() => registrationTax({ valuation, date: CONFIRMED_LAND_PERIOD })).toThrow(RangeError);
  });

  it.each(['2026-13-01', '2025-02-29', 'today'])('date %j', (date) => {
    expect(() => registrationTax({ valuation: 1_000_000, date })).toThrow(RangeError);
  });

  it('fails loudly when no rate covers a transfer', () => {
    const onlyLand = REGISTRATION_TAX_RATES.filter((rate) => rate.applies_to.kind === 'land');
    expect(() => registrationTax({ valuation: 1_000_000, date: CONFIRMED_LAND_PERIOD, kind: 'building' }, onlyLand)).toThrow('no registration tax rate');
  });
});
