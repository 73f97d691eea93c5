import type { RegistrationTaxPeriodData, StampDutyPeriodData } from './fee-rate.events';
import { REGISTRATION_TAX_RATES } from './registration-tax.rates';
import { STAMP_DUTY_SCHEDULES } from './stamp-duty.schedules';

/**
 * The rates the product starts with, as periods of the fee-rate schedule: registered once on a
 * new installation, under these fixed numbers so a restart finds them already there. Later
 * changes are added, confirmed or withdrawn by an admin.
 */
const STAMP_DUTY_IDS = ['stamp-duty-standard', 'stamp-duty-reduced-2014-04-01'];
const REGISTRATION_TAX_IDS = [
  'registration-tax-standard',
  'registration-tax-land-sale-2013-04-01',
  'registration-tax-land-sale-2026-04-01',
  'registration-tax-home-to-2027-03-31',
];

export const BUILT_IN_STAMP_DUTY_PERIODS: readonly StampDutyPeriodData[] = STAMP_DUTY_SCHEDULES.map((schedule, index) => ({
  period_id: STAMP_DUTY_IDS[index],
  kind: schedule.kind,
  from: schedule.from,
  to: schedule.to,
  legal_basis: schedule.legal_basis,
  confirmed: schedule.confirmed,
  checked_on: schedule.checked_on,
  notes: [...schedule.notes],
  brackets: schedule.brackets.map((bracket) => ({ ...bracket })),
}));

export const BUILT_IN_REGISTRATION_TAX_PERIODS: readonly RegistrationTaxPeriodData[] = REGISTRATION_TAX_RATES.map((rate, index) => ({
  period_id: REGISTRATION_TAX_IDS[index],
  rule: rate.rule,
  applies_to: { ...rate.applies_to },
  per_mille: rate.per_mille,
  from: rate.from,
  to: rate.to,
  legal_basis: rate.legal_basis,
  confirmed: rate.confirmed,
  checked_on: rate.checked_on,
  notes: [...rate.notes],
}));
