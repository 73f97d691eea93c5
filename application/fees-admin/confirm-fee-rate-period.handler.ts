import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { feeRateScheduleDecider } from '../../domain/fees/fee-rate.decider';
import { FEE_RATE_SCHEDULE_STREAM } from '../../domain/fees/fee-rate.events';
import { Clock } from '../shared/clock.port';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { ConfirmFeeRatePeriodCommand } from './confirm-fee-rate-period.command';

@CommandHandler(ConfirmFeeRatePeriodCommand)
export class ConfirmFeeRatePeriodHandler implements ICommandHandler<ConfirmFeeRatePeriodCommand> {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute({ periodId, notes, context }: ConfirmFeeRatePeriodCommand): Promise<CommandResult> {
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: feeRateScheduleDecider,
      streamId: FEE_RATE_SCHEDULE_STREAM,
      command: { type: 'ConfirmFeeRatePeriod', period_id: periodId, notes, now: this.clock.now() },
      context,
    });
  }
}
