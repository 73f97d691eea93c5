import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { feeRateScheduleDecider, type FeeRateCommand } from '../../domain/fees/fee-rate.decider';
import { FEE_RATE_SCHEDULE_STREAM } from '../../domain/fees/fee-rate.events';
import { Clock } from '../shared/clock.port';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { AddFeeRatePeriodCommand } from './add-fee-rate-period.command';

@CommandHandler(AddFeeRatePeriodCommand)
export class AddFeeRatePeriodHandler implements ICommandHandler<AddFeeRatePeriodCommand> {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async execute({ input, context }: AddFeeRatePeriodCommand): Promise<CommandResult & { period_id: string }> {
    const periodId = input.period.period_id ?? this.ids.uuid();
    const now = this.clock.now();
    const command: FeeRateCommand =
      input.calculator === 'stamp_duty'
        ? { type: 'AddStampDutyPeriod', period: { ...input.period, period_id: periodId }, now }
        : { type: 'AddRegistrationTaxPeriod', period: { ...input.period, period_id: periodId }, now };
    const result = await handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: feeRateScheduleDecider,
      streamId: FEE_RATE_SCHEDULE_STREAM,
      command,
      context,
    });
    return { ...result, period_id: periodId };
  }
}
