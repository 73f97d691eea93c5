import { apiClient } from '../../../lib/api-client';

export type FeeRateState = 'in_force' | 'future' | 'past' | 'withdrawn';

export interface FeeRateParty {
  id: string;
  role: string;
  name: string | null;
}

export interface StampDutyBracket {
  min: number;
  max: number | null;
  label: string;
  fee: number;
}

export interface TransferConditions {
  kind?: 'land' | 'building';
  cause?: 'sale' | 'gift';
  buyer?: 'person' | 'company';
  residential?: boolean;
}

export interface FeeRatePeriod {
  period_id: string;
  calculator: 'stamp_duty' | 'registration_tax';
  kind: 'standard' | 'reduced' | null;
  brackets: StampDutyBracket[] | null;
  rule: string | null;
  applies_to: TransferConditions | null;
  per_mille: number | null;
  from: string | null;
  to: string | null;
  legal_basis: string;
  confirmed: boolean;
  notes: string[];
  state: FeeRateState;
  withdrawn: boolean;
  withdrawal_reason: string | null;
  added_by: FeeRateParty;
  added_at: string;
  confirmed_by: FeeRateParty | null;
  confirmed_at: string | null;
  withdrawn_by: FeeRateParty | null;
  withdrawn_at: string | null;
}

export interface FeeRatesOverview {
  today: string;
  stamp_duty: FeeRatePeriod[];
  registration_tax: FeeRatePeriod[];
  gaps: { stamp_duty: string | null; registration_tax: string | null };
}

interface CommonPeriodInput {
  from: string | null;
  to: string | null;
  legal_basis: string;
  confirmed: boolean;
  notes: string[];
}

export interface StampDutyPeriodInput extends CommonPeriodInput {
  kind: 'standard' | 'reduced';
  brackets: StampDutyBracket[];
}

export interface RegistrationTaxPeriodInput extends CommonPeriodInput {
  rule: string;
  applies_to: TransferConditions;
  per_mille: number | null;
}

export type NewFeeRatePeriod = { calculator: 'stamp_duty'; period: StampDutyPeriodInput } | { calculator: 'registration_tax'; period: RegistrationTaxPeriodInput };

const BASE = '/api/admin/fee-rates';

export function fetchFeeRates(signal?: AbortSignal): Promise<FeeRatesOverview> {
  return apiClient.get<FeeRatesOverview>(BASE, signal);
}

export function addFeeRatePeriod(input: NewFeeRatePeriod): Promise<FeeRatePeriod> {
  return apiClient.post<FeeRatePeriod>(`${BASE}/${input.calculator === 'stamp_duty' ? 'stamp-duty' : 'registration-tax'}`, input.period);
}

export function confirmFeeRatePeriod(periodId: string): Promise<FeeRatePeriod> {
  return apiClient.post<FeeRatePeriod>(`${BASE}/${encodeURIComponent(periodId)}/confirm`, { notes: [] });
}

export function withdrawFeeRatePeriod(periodId: string, reason: string): Promise<FeeRatePeriod> {
  return apiClient.post<FeeRatePeriod>(`${BASE}/${encodeURIComponent(periodId)}/withdraw`, { reason });
}
