import type { TransferConditions } from './registration-tax.rates';
import type { StampDutyBracket } from './stamp-duty.schedules';

/**
 * The rates both calculators use, kept as one schedule in the log: a period is added, may later
 * be confirmed (a reported change checked against the authority's own page) or withdrawn (a
 * mistaken entry taken out, with the reason); nothing is edited in place. Who did it and when is
 * in each event's metadata and data.
 */
export const FEE_RATE_SCHEDULE_STREAM = 'fee-rate-schedule';

export type FeeCalculator = 'stamp_duty' | 'registration_tax';

export type StampDutyKind = 'standard' | 'reduced';

/** Dates `YYYY-MM-DD`, both ends included; null leaves that side open. */
interface PeriodData {
  period_id: string;
  from: string | null;
  to: string | null;
  legal_basis: string;
  confirmed: boolean;
  /**
   * The day the rates were checked against the source, when that is not the day they were added
   * (the built-in rates); absent, a period added as confirmed was checked the day it was added.
   */
  checked_on?: string | null;
  notes: string[];
}

export interface StampDutyPeriodData extends PeriodData {
  kind: StampDutyKind;
  brackets: StampDutyBracket[];
}

export interface RegistrationTaxPeriodData extends PeriodData {
  rule: string;
  applies_to: Partial<TransferConditions>;
  /** 15 is 1.5%. */
  per_mille: number;
}

export type FeeRateEvent =
  | { type: 'StampDutyPeriodAdded'; data: StampDutyPeriodData & { added_at: string } }
  | { type: 'RegistrationTaxPeriodAdded'; data: RegistrationTaxPeriodData & { added_at: string } }
  | {
      type: 'FeeRatePeriodConfirmed';
      /** `notes` are the notes that stand once confirmed: the ones saying why it was unconfirmed go. */
      data: { period_id: string; notes: string[]; confirmed_at: string };
    }
  | { type: 'FeeRatePeriodWithdrawn'; data: { period_id: string; reason: string; withdrawn_at: string } };
