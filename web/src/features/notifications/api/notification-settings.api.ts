import { api, type ApiAnswer, type ApiBody } from '../../../lib/typed-api-client';

export type NotificationSettings = ApiAnswer<'/api/mypage/notification-settings', 'get'>;

/** `GET /api/mypage/notification-settings`: which notices the member receives by mail. */
export function fetchNotificationSettings(signal?: AbortSignal): Promise<NotificationSettings> {
  return api.GET('/api/mypage/notification-settings', { signal });
}

/** A setting left out stays as it is. */
export function saveNotificationSettings(settings: ApiBody<'/api/mypage/notification-settings', 'patch'>): Promise<NotificationSettings> {
  return api.PATCH('/api/mypage/notification-settings', { body: settings });
}
