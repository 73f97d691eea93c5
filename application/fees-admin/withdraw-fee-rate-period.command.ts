import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';

/** Takes a mistaken period out of use; it stays in the list, with the reason. */
export class WithdrawFeeRatePeriodCommand extends Command<CommandResult> {
  constructor(
    readonly periodId: string,
    readonly reason: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}
