import { api, type ApiSchema } from '../../../lib/typed-api-client';

export type FeeBasis = ApiSchema<'FeeBasis'>;
export type StampFee = ApiSchema<'StampDutyAnswer'>;
export type RegistrationFee = ApiSchema<'RegistrationTaxAnswer'>;

export function fetchRevenueStampFee(amount: number, signal?: AbortSignal): Promise<StampFee> {
  return api.GET('/api/calculatorRevenueStampFee/{v}', { params: { path: { v: String(amount) } }, signal });
}

/** The registration (license) tax is computed on the 固定資産税評価額, not the asking price. */
export function fetchRegistrationFee(valuation: number, signal?: AbortSignal): Promise<RegistrationFee> {
  return api.GET('/api/calculatorRegistrationFee/{v}', { params: { path: { v: String(valuation) } }, signal });
}
