import { Command } from '@nestjs/cqrs';
import type { RegistrationTaxPeriodData, StampDutyPeriodData } from '../../domain/fees/fee-rate.events';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';

type WithOptionalId<T extends { period_id: string }> = Omit<T, 'period_id'> & { period_id?: string };

/** A period for one of the calculators; a new number is given when none is (the seed gives its own). */
export type NewFeeRatePeriod =
  | { calculator: 'stamp_duty'; period: WithOptionalId<StampDutyPeriodData> }
  | { calculator: 'registration_tax'; period: WithOptionalId<RegistrationTaxPeriodData> };

export class AddFeeRatePeriodCommand extends Command<CommandResult & { period_id: string }> {
  constructor(
    readonly input: NewFeeRatePeriod,
    readonly context: CommandContext,
  ) {
    super();
  }
}
