import type { CommandBus } from '@nestjs/cqrs';
import { AddFeeRatePeriodCommand, type NewFeeRatePeriod } from '../../application/fees-admin/add-fee-rate-period.command';
import { systemContext } from '../../application/shared/command-context';
import { BUILT_IN_REGISTRATION_TAX_PERIODS, BUILT_IN_STAMP_DUTY_PERIODS } from '../../domain/fees/built-in-fee-rates';
import { DomainError } from '../../domain/shared/domain-error';

/** What an admin has already decided stands: a built-in period already there, or one an admin's period now covers. */
const ALREADY_SETTLED = new Set(['fee_rate.id_taken', 'fee_rate.period_overlaps']);

/**
 * Registers the built-in rates as periods of the fee-rate schedule, through the same command an
 * admin uses, as the system. A period already registered (or withdrawn by an admin since) is left
 * as it is, so a restart changes nothing.
 */
export async function seedFeeRates(commands: CommandBus): Promise<number> {
  const periods: NewFeeRatePeriod[] = [
    ...BUILT_IN_STAMP_DUTY_PERIODS.map((period) => ({ calculator: 'stamp_duty' as const, period })),
    ...BUILT_IN_REGISTRATION_TAX_PERIODS.map((period) => ({ calculator: 'registration_tax' as const, period })),
  ];
  let added = 0;
  for (const input of periods) {
    try {
      const result = await commands.execute(new AddFeeRatePeriodCommand(input, systemContext(`seed-fee-rate-${input.period.period_id}`)));
      if (result.position > 0) added++;
    } catch (error) {
      if (error instanceof DomainError && ALREADY_SETTLED.has(error.code)) continue;
      throw error;
    }
  }
  return added;
}
