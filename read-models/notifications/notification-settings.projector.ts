import type { NotificationSettingsEvent } from '../../domain/notifications/notification-settings.events';
import type { DocumentProjector } from '../shared/projector';

/** A member's mail settings; a member without a document has every notice on. */
export interface NotificationSettingsDocument {
  user_id: string;
  message_mail: boolean;
  news_mail: boolean;
  updated_at: string;
}

export const NOTIFICATION_SETTINGS_COLLECTION = 'notification_settings';

export const notificationSettingsProjector: DocumentProjector<NotificationSettingsDocument, NotificationSettingsEvent> = {
  name: 'notification-settings',
  collection: NOTIFICATION_SETTINGS_COLLECTION,
  version: 2,
  handles: ['MessageMailSettingChanged', 'NewsMailSettingChanged'],
  columns: { message_mail: 'boolean', news_mail: 'boolean' },
  documentIds: (event) => [event.data.user_id],
  evolve(settings, event) {
    const current = settings ?? { user_id: event.data.user_id, message_mail: true, news_mail: true, updated_at: event.data.changed_at };
    switch (event.type) {
      case 'MessageMailSettingChanged':
        return { ...current, message_mail: event.data.enabled, updated_at: event.data.changed_at };
      case 'NewsMailSettingChanged':
        return { ...current, news_mail: event.data.enabled, updated_at: event.data.changed_at };
    }
  },
};
