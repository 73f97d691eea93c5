import { Command } from '@nestjs/cqrs';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';

/** Marks a reported period as checked; `notes` are those that stand once it is confirmed. */
export class ConfirmFeeRatePeriodCommand extends Command<CommandResult> {
  constructor(
    readonly periodId: string,
    readonly notes: string[],
    readonly context: CommandContext,
  ) {
    super();
  }
}
