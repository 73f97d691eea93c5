import { apiClient } from '../../../lib/api-client';

export interface FeeBasis {
  rule: string;
  bracket: { min: number; max: number | null; label: string } | null;
  rate_percent: number | null;
  period: { from: string; to: string | null } | null;
  legal_basis: string;
  confirmed: boolean;
  notes: string[];
}

export interface StampFee {
  fee: number;
  amount: number;
  basis: FeeBasis;
}

export interface RegistrationFee {
  fee: number;
  valuation: number;
  taxable_base: number;
  basis: FeeBasis;
}

export function fetchRevenueStampFee(amount: number, signal?: AbortSignal): Promise<StampFee> {
  return apiClient.get<StampFee>(`/api/calculatorRevenueStampFee/${amount}`, signal);
}

/** The registration (license) tax is computed on the 固定資産税評価額, not the asking price. */
export function fetchRegistrationFee(valuation: number, signal?: AbortSignal): Promise<RegistrationFee> {
  return apiClient.get<RegistrationFee>(`/api/calculatorRegistrationFee/${valuation}`, signal);
}
