import { api, type ApiAnswer } from '../../../lib/typed-api-client';

export type NotificationSettings = ApiAnswer<'/api/mypage/notification-settings', 'get'>;

/** `GET /api/mypage/notification-settings`: which notices the member receives by mail. */
export function fetchNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api.GET('/api/mypage/notification-settings', { signal });
}

export function saveNotificationSettings(settings: NotificationSettings): Promise<NotificationSettings> {
  return api.PATCH('/api/mypage/notification-settings', { body: settings });
}
