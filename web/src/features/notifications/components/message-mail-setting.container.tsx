import { App } from 'antd';
import { errorMessage } from '../../../ui/server-field-errors';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/use-notification-settings.query';
import { MailSettingSwitch } from './mail-setting-switch';

/** Reads the member's mail setting and saves each change at once, with a toast either way. */
export function MessageMailSettingContainer() {
  const { message } = App.useApp();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();

  const change = (enabled: boolean) =>
    save.mutate(
      { message_mail: enabled },
      {
        onSuccess: (saved) => void message.success(saved.message_mail ? '新しいメッセージをメールでお知らせします。' : '新しいメッセージのメール通知を停止しました。'),
        onError: (error) => void message.error(errorMessage(error, 'お知らせの設定を保存できませんでした。')),
      },
    );

  return (
    <MailSettingSwitch
      id="message-mail"
      label="新しいメッセージのメール通知"
      note="取引のメッセージを10分以上お読みにならないとき、メールでお知らせします（同じ取引について1時間に1通まで）。"
      // While a change is saved the switch shows where it is going; a refusal puts it back.
      enabled={save.isPending ? (save.variables.message_mail ?? null) : (settings.data?.message_mail ?? null)}
      saving={save.isPending}
      loadError={settings.error ? errorMessage(settings.error, 'お知らせの設定を読み込めませんでした。') : null}
      onChange={change}
    />
  );
}
