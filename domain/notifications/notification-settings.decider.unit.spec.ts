import { notificationSettingsDecider } from './notification-settings.decider';
import type { NotificationSettingsEvent } from './notification-settings.events';

const now = '2026-11-24T10:00:00.000Z';
const given = (events: NotificationSettingsEvent[]) => events.reduce(notificationSettingsDecider.evolve, notificationSettingsDecider.initialState());
const changed = (enabled: boolean): NotificationSettingsEvent => ({ type: 'MessageMailSettingChanged', data: { user_id: 'u-1', enabled, changed_at: now } });

describe('Notification settings / message mail', () => {
  it('is on for a member who never changed it', () => {
    expect(given([]).message_mail).toBe(true);
  });

  it('turns off and on again', () => {
    expect(notificationSettingsDecider.decide({ type: 'SetMessageMail', user_id: 'u-1', enabled: false, now }, given([]))).toEqual([changed(false)]);
    expect(notificationSettingsDecider.decide({ type: 'SetMessageMail', user_id: 'u-1', enabled: true, now }, given([changed(false)]))).toEqual([changed(true)]);
  });

  it('records nothing when the setting is saved as it is', () => {
    expect(notificationSettingsDecider.decide({ type: 'SetMessageMail', user_id: 'u-1', enabled: true, now }, given([]))).toEqual([]);
    expect(notificationSettingsDecider.decide({ type: 'SetMessageMail', user_id: 'u-1', enabled: false, now }, given([changed(false)]))).toEqual([]);
  });
});

describe('Notification settings / news mail', () => {
  const newsChanged = (enabled: boolean): NotificationSettingsEvent => ({ type: 'NewsMailSettingChanged', data: { user_id: 'u-1', enabled, changed_at: now } });

  it('is on for a member who never changed it, apart from the message mail', () => {
    expect(given([changed(false)])).toEqual({ message_mail: false, news_mail: true });
  });

  it('turns off, and saving it as it is records nothing', () => {
    expect(notificationSettingsDecider.decide({ type: 'SetNewsMail', user_id: 'u-1', enabled: false, now }, given([]))).toEqual([newsChanged(false)]);
    expect(notificationSettingsDecider.decide({ type: 'SetNewsMail', user_id: 'u-1', enabled: false, now }, given([newsChanged(false)]))).toEqual([]);
    expect(given([newsChanged(false)]).message_mail).toBe(true);
  });
});
