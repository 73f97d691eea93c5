import { Command } from '@nestjs/cqrs';
import type { MasterKind } from '../../domain/masters/master-item.events';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';

export class RegisterMasterItemCommand extends Command<CommandResult> {
  constructor(
    readonly item: { kind: MasterKind; id: number; name: string; sort: number; note?: string },
    readonly context: CommandContext,
  ) {
    super();
  }
}
