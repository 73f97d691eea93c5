import { App } from 'antd';
import { errorMessage } from '../../../ui/server-field-errors';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/use-notification-settings.query';
import { MailSettingSwitch } from './mail-setting-switch';

/** Reads the member's news-mail setting and saves each change at once, with a toast either way. */
export function NewsMailSettingContainer() {
  const { message } = App.useApp();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const change = (enabled: boolean) =>
    save.mutate(
      { news_mail: enabled },
      {
        onSuccess: (saved) => void message.success(saved.news_mail ? 'お知らせをメールでもお届けします。' : 'お知らせのメールを停止しました。'),
        onError: (error) => void message.error(errorMessage(error, 'お知らせの設定を保存できませんでした。')),
      },
    );

  return (
    <MailSettingSwitch
      id="news-mail"
      label="お知らせのメール"
      note="事務局がメールでもお送りするとしたお知らせを、公開のときにメールでお届けします（1件につき1通）。"
      enabled={save.isPending ? (save.variables.news_mail ?? null) : (settings.data?.news_mail ?? null)}
      saving={save.isPending}
      loadError={settings.error ? errorMessage(settings.error, 'お知らせの設定を読み込めませんでした。') : null}
      onChange={change}
    />
  );
}
