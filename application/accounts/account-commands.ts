import { Injectable } from '@nestjs/common';
import { accountDecider, type AccountCommand } from '../../domain/accounts/account.decider';
import { accountStreamId } from '../../domain/accounts/account.events';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';

type WithoutNow<C> = C extends { now: string } ? Omit<C, 'now'> : never;

/** Runs account commands against a member's stream, stamped with the current time. */
@Injectable()
export class AccountCommands {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  run(userId: string, command: WithoutNow<AccountCommand>, context: CommandContext): Promise<CommandResult> {
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: accountDecider,
      streamId: accountStreamId(userId),
      command: { ...command, now: this.clock.now() } as AccountCommand,
      context,
    });
  }

  async state(userId: string) {
    return (await loadState(this.eventStore, accountDecider, accountStreamId(userId))).state;
  }
}
