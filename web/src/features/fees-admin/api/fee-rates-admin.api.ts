import { api, type ApiBody, type ApiSchema } from '../../../lib/typed-api-client';

export type FeeRateState = ApiSchema<'FeeRatePeriodState'>;
export type FeeRateParty = ApiSchema<'FeeRatePartyView'>;
export type StampDutyBracket = ApiSchema<'StampDutyBracket'>;
export type FeeRatePeriod = ApiSchema<'FeeRatePeriodView'>;
/** Which transfers a registration tax rate applies to; empty is the 本則. */
export type TransferConditions = NonNullable<FeeRatePeriod['applies_to']>;
export type FeeRatesOverview = ApiSchema<'FeeRatesOverview'>;

export type StampDutyPeriodInput = ApiBody<'/api/admin/fee-rates/stamp-duty', 'post'>;
export type RegistrationTaxPeriodInput = ApiBody<'/api/admin/fee-rates/registration-tax', 'post'>;

export type NewFeeRatePeriod = { calculator: 'stamp_duty'; period: StampDutyPeriodInput } | { calculator: 'registration_tax'; period: RegistrationTaxPeriodInput };

export function fetchFeeRates(signal?: AbortSignal): Promise<FeeRatesOverview> {
  return api.GET('/api/admin/fee-rates', { signal });
}

export function addFeeRatePeriod(input: NewFeeRatePeriod): Promise<FeeRatePeriod> {
  return input.calculator === 'stamp_duty'
    ? api.POST('/api/admin/fee-rates/stamp-duty', { body: input.period })
    : api.POST('/api/admin/fee-rates/registration-tax', { body: input.period });
}

export function confirmFeeRatePeriod(periodId: string): Promise<FeeRatePeriod> {
  return api.POST('/api/admin/fee-rates/{id}/confirm', { params: { path: { id: periodId } }, body: { notes: [] } });
}

export function withdrawFeeRatePeriod(periodId: string, reason: string): Promise<FeeRatePeriod> {
  return api.POST('/api/admin/fee-rates/{id}/withdraw', { params: { path: { id: periodId } }, body: { reason } });
}
