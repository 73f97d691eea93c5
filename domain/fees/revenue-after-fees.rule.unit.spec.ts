import { REGISTRATION_TAX_RATES } from './registration-tax.rates';
import { registrationTax } from './registration-tax.rule';
import { revenueAfterFees } from './revenue-after-fees.rule';
import { stampDuty } from './stamp-duty.rule';
import { STAMP_DUTY_SCHEDULES } from './stamp-duty.schedules';

describe('Revenue after fees', () => {
  it('is the asking price less the stamp fee and the registration fee', () => {
    expect(revenueAfterFees({ asking_price: 30_000_000, stamp_fee: 10_000, registration_fee: 150_000 })).toBe(29_840_000);
  });

  it('works from the two calculators for one property', () => {
    const date = '2026-01-15';
    const stamp = stampDuty({ amount: 8_000_000, date }, STAMP_DUTY_SCHEDULES).fee;
    const registration = registrationTax({ valuation: 4_321_000, date }, REGISTRATION_TAX_RATES).fee;
    expect([stamp, registration]).toEqual([5_000, 64_800]);
    expect(revenueAfterFees({ asking_price: 8_000_000, stamp_fee: stamp, registration_fee: registration })).toBe(7_930_200);
  });

  it('goes below zero on a 0-yen deal, which still owes both fees', () => {
    expect(revenueAfterFees({ asking_price: 0, stamp_fee: 200, registration_fee: 1_000 })).toBe(-1_200);
  });

  it.each([
    { asking_price: -1, stamp_fee: 0, registration_fee: 0 },
    { asking_price: 100, stamp_fee: 0.5, registration_fee: 0 },
    { asking_price: 100, stamp_fee: 0, registration_fee: Number.NaN },
    { asking_price: Number.MAX_SAFE_INTEGER + 1, stamp_fee: 0, registration_fee: 0 },
  ])('refuses %p', (input) => {
    expect(() => revenueAfterFees(input)).toThrow(RangeError);
  });
});
