import { prorateFixedAssetTax } from './tax-proration.rule';

describe('Fixed-asset tax proration', () => {
  it('splits a calendar year from 1 January: the seller to the day before delivery, the buyer from the delivery day', () => {
    // 2027 has 365 days; 1 April is day 91, so the seller has 90 days (Jan 31 + Feb 28 + Mar 31).
    expect(prorateFixedAssetTax(365_000, 'january_1', '2027-04-01')).toEqual({
      annual_tax: 365_000,
      reckoning_date: 'january_1',
      period_from: '2027-01-01',
      period_to: '2027-12-31',
      days_in_period: 365,
      seller_days: 90,
      buyer_days: 275,
      seller_amount: 90_000,
      buyer_amount: 275_000,
    });
  });

  it('counts 366 days in a leap year from 1 January', () => {
    const proration = prorateFixedAssetTax(366_000, 'january_1', '2028-03-01');
    expect(proration).toMatchObject({ days_in_period: 366, seller_days: 60, buyer_days: 306, seller_amount: 60_000, buyer_amount: 306_000 });
  });

  it('reckons from 1 April into the next year, a leap year when the February it holds has 29 days', () => {
    // 2027-04-01 to 2028-03-31 holds 29 February 2028.
    const leap = prorateFixedAssetTax(366_000, 'april_1', '2027-10-01');
    expect(leap).toMatchObject({ period_from: '2027-04-01', period_to: '2028-03-31', days_in_period: 366, seller_days: 183, buyer_days: 183, buyer_amount: 183_000 });
    // 2028-04-01 to 2029-03-31 holds no 29 February, although 2028 is a leap year.
    expect(prorateFixedAssetTax(365_000, 'april_1', '2028-04-01')).toMatchObject({ days_in_period: 365, seller_days: 0, buyer_days: 365, buyer_amount: 365_000, seller_amount: 0 });
  });

  it('places a delivery before April in the tax year that began the April before', () => {
    expect(prorateFixedAssetTax(100_000, 'april_1', '2027-03-31')).toMatchObject({ period_from: '2026-04-01', period_to: '2027-03-31', seller_days: 364, buyer_days: 1 });
  });

  it('gives the buyer a whole day on 31 December and the whole year on 1 January', () => {
    expect(prorateFixedAssetTax(36_500, 'january_1', '2027-12-31')).toMatchObject({ seller_days: 364, buyer_days: 1, buyer_amount: 100, seller_amount: 36_400 });
    expect(prorateFixedAssetTax(36_500, 'january_1', '2027-01-01')).toMatchObject({ seller_days: 0, buyer_amount: 36_500 });
  });

  it('rounds the buyer’s share down to the yen, so the two shares always add up to the tax', () => {
    const proration = prorateFixedAssetTax(100_000, 'january_1', '2027-07-15');
    // The buyer has 170 days of 365: 46,575.34… yen.
    expect(proration).toMatchObject({ buyer_days: 170, buyer_amount: 46_575, seller_amount: 53_425 });
    expect(proration.buyer_amount + proration.seller_amount).toBe(100_000);
  });

  it('stays exact for a tax beyond 2^53 / 366', () => {
    const tax = Number.MAX_SAFE_INTEGER - 1;
    const proration = prorateFixedAssetTax(tax, 'january_1', '2027-07-02');
    expect(proration.buyer_amount + proration.seller_amount).toBe(tax);
    expect(BigInt(proration.buyer_amount)).toBe((BigInt(tax) * 183n) / 365n);
  });

  it('refuses a date that is not on the calendar and a negative tax', () => {
    expect(() => prorateFixedAssetTax(1_000, 'january_1', '2027-02-29')).toThrow(RangeError);
    expect(() => prorateFixedAssetTax(-1, 'january_1', '2027-02-28')).toThrow(RangeError);
  });
});
