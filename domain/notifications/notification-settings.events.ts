/** Which notices a member wants by mail: one stream per member. */
export type NotificationSettingsEvent =
  | { type: 'MessageMailSettingChanged'; data: { user_id: string; enabled: boolean; changed_at: string } }
  | { type: 'NewsMailSettingChanged'; data: { user_id: string; enabled: boolean; changed_at: string } };

export const notificationSettingsStreamId = (userId: string): string => `notification-settings-${userId}`;
