import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { masterItemDecider } from '../../domain/masters/master-item.decider';
import { masterItemStreamId } from '../../domain/masters/master-item.events';
import { Clock } from '../shared/clock.port';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';
import { RegisterMasterItemCommand } from './register-master-item.command';

@CommandHandler(RegisterMasterItemCommand)
export class RegisterMasterItemHandler implements ICommandHandler<RegisterMasterItemCommand> {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  execute({ item, context }: RegisterMasterItemCommand): Promise<CommandResult> {
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: masterItemDecider,
      streamId: masterItemStreamId(item.kind, item.id),
      command: { type: 'RegisterMasterItem', ...item, now: this.clock.now() },
      context,
    });
  }
}
