import { assertNever, type Decider } from '../shared/decider';
import type { NotificationSettingsEvent } from './notification-settings.events';

export type NotificationSettingsCommand =
  | { type: 'SetMessageMail'; user_id: string; enabled: boolean; now: string }
  | { type: 'SetNewsMail'; user_id: string; enabled: boolean; now: string };

export interface NotificationSettingsState {
  /** Mail about messages waiting unread in a deal: on until the member turns it off. */
  message_mail: boolean;
  /** Mail when the site publishes news meant for mail: on until the member turns it off. */
  news_mail: boolean;
}

export const notificationSettingsDecider: Decider<NotificationSettingsCommand, NotificationSettingsState, NotificationSettingsEvent> = {
  initialState: () => ({ message_mail: true, news_mail: true }),
  evolve(state, event) {
    switch (event.type) {
      case 'MessageMailSettingChanged':
        return { ...state, message_mail: event.data.enabled };
      case 'NewsMailSettingChanged':
        return { ...state, news_mail: event.data.enabled };
      default:
        return assertNever(event);
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'SetMessageMail':
        // Saving the setting as it is records nothing.
        return command.enabled === state.message_mail
          ? []
          : [{ type: 'MessageMailSettingChanged', data: { user_id: command.user_id, enabled: command.enabled, changed_at: command.now } }];
      case 'SetNewsMail':
        return command.enabled === state.news_mail
          ? []
          : [{ type: 'NewsMailSettingChanged', data: { user_id: command.user_id, enabled: command.enabled, changed_at: command.now } }];
      default:
        return assertNever(command);
    }
  },
};
