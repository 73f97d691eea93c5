import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { feeRateScheduleDecider } from '../../domain/fees/fee-rate.decider';
import { FEE_RATE_SCHEDULE_STREAM } from '../../domain/fees/fee-rate.events';
import { Clock } from '../shared/clock.port';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { WithdrawFeeRatePeriodCommand } from './withdraw-fee-rate-period.command';

@CommandHandler(WithdrawFeeRatePeriodCommand)
export class WithdrawFeeRatePeriodHandler implements ICommandHandler<WithdrawFeeRatePeriodCommand> {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute({ periodId, reason, context }: WithdrawFeeRatePeriodCommand): Promise<CommandResult> {
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: feeRateScheduleDecider,
      streamId: FEE_RATE_SCHEDULE_STREAM,
      command: { type: 'WithdrawFeeRatePeriod', period_id: periodId, reason, now: this.clock.now() },
      context,
    });
  }
}
