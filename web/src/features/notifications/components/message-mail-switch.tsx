import { Alert, Space, Switch, Typography } from 'antd';

interface MessageMailSwitchProps {
  /** Null while the setting is being read. */
  enabled: boolean | null;
  saving: boolean;
  loadError: string | null;
  onChange: (enabled: boolean) => void;
}

/** 新しいメッセージのメール通知: mail about deal messages left unread, on or off. */
export function MessageMailSwitch({ enabled, saving, loadError, onChange }: MessageMailSwitchProps) {
  if (loadError) return <Alert type="error" showIcon title={loadError} />;
  return (
    <Space orientation="vertical" size={4}>
      <Space>
        <Switch
          id="message-mail"
          checked={enabled ?? false}
          loading={enabled === null || saving}
          disabled={enabled === null}
          onChange={onChange}
          checkedChildren="受け取る"
          unCheckedChildren="停止中"
          aria-describedby="message-mail-note"
        />
        <label htmlFor="message-mail">新しいメッセージのメール通知</label>
      </Space>
      <Typography.Text id="message-mail-note" type="secondary" style={{ fontSize: 13 }}>
        取引のメッセージを10分以上お読みにならないとき、メールでお知らせします（同じ取引について1時間に1通まで）。
      </Typography.Text>
    </Space>
  );
}
