import { Query } from '@nestjs/cqrs';
import type { FeeRateActor, FeeRateDocument } from '../../read-models/fees/fee-rates.projector';

/** in_force: covers today; future: starts after today; past: ended before today; withdrawn: taken out. */
export type FeeRatePeriodState = 'in_force' | 'future' | 'past' | 'withdrawn';

export interface FeeRatePartyView extends FeeRateActor {
  /** The admin's name, `システム` for the built-in rates; null when not known. */
  name: string | null;
}

export interface FeeRatePeriodView extends Omit<FeeRateDocument, 'added_by' | 'confirmed_by' | 'withdrawn_by' | 'added_position'> {
  state: FeeRatePeriodState;
  added_by: FeeRatePartyView;
  confirmed_by: FeeRatePartyView | null;
  withdrawn_by: FeeRatePartyView | null;
}

export interface FeeRatesOverview {
  /** The date in Japan the states are judged on. */
  today: string;
  stamp_duty: FeeRatePeriodView[];
  registration_tax: FeeRatePeriodView[];
  /** The first date from which a calculator has no 本則 (null when every date is covered). */
  gaps: { stamp_duty: string | null; registration_tax: string | null };
}

export class ListFeeRatesQuery extends Query<FeeRatesOverview> {}
