import { Injectable } from '@nestjs/common';
import { notificationSettingsDecider } from '../../domain/notifications/notification-settings.decider';
import { notificationSettingsStreamId } from '../../domain/notifications/notification-settings.events';
import { DomainError } from '../../domain/shared/domain-error';
import type { Principal } from '../accounts/account-role';
import { Clock } from '../shared/clock.port';
import type { CommandContext } from '../shared/command-context';
import type { CommandResult } from '../shared/command-result';
import { handleDeciderCommand, loadState } from '../shared/decider-command.handler';
import { EventStore } from '../shared/event-store.port';
import { IdGenerator } from '../shared/id-generator.port';

export interface NotificationSettings {
  /** Mail about messages left unread in a deal. */
  message_mail: boolean;
}

/** The notices a member receives by mail. */
@Injectable()
export class NotificationSettingsService {
  constructor(
    private readonly eventStore: EventStore,
    private readonly ids: IdGenerator,
    private readonly clock: Clock,
  ) {}

  async get(principal: Principal): Promise<NotificationSettings> {
    const { state } = await loadState(this.eventStore, notificationSettingsDecider, notificationSettingsStreamId(memberOf(principal)));
    return { message_mail: state.message_mail };
  }

  update(principal: Principal, settings: NotificationSettings, context: CommandContext): Promise<CommandResult> {
    const userId = memberOf(principal);
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: notificationSettingsDecider,
      streamId: notificationSettingsStreamId(userId),
      command: { type: 'SetMessageMail', user_id: userId, enabled: settings.message_mail, now: this.clock.now() },
      context,
    });
  }
}

function memberOf(principal: Principal): string {
  if (principal.role !== 'member') throw DomainError.forbidden('notifications.members_only');
  return principal.subjectId;
}
