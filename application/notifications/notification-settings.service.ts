import { Injectable } from '@nestjs/common';
import { notificationSettingsDecider, type NotificationSettingsCommand } from '../../domain/notifications/notification-settings.decider';
import { notificationSettingsStreamId } from '../../domain/notifications/notification-settings.events';
import { inSequence } from '../../domain/shared/decider';
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
  /** Mail when the site publishes news meant for mail. */
  news_mail: boolean;
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
    return { message_mail: state.message_mail, news_mail: state.news_mail };
  }

  /** A setting left out stays as it is. */
  update(principal: Principal, settings: Partial<NotificationSettings>, context: CommandContext): Promise<CommandResult> {
    const userId = memberOf(principal);
    const now = this.clock.now();
    const commands: NotificationSettingsCommand[] = [];
    if (settings.message_mail !== undefined) commands.push({ type: 'SetMessageMail', user_id: userId, enabled: settings.message_mail, now });
    if (settings.news_mail !== undefined) commands.push({ type: 'SetNewsMail', user_id: userId, enabled: settings.news_mail, now });
    return handleDeciderCommand({
      eventStore: this.eventStore,
      ids: this.ids,
      decider: inSequence(notificationSettingsDecider),
      streamId: notificationSettingsStreamId(userId),
      command: commands,
      context,
    });
  }
}

function memberOf(principal: Principal): string {
  if (principal.role !== 'member') throw DomainError.forbidden('notifications.members_only');
  return principal.subjectId;
}
