import { Alert, Space, Switch, Typography } from 'antd';

interface MailSettingSwitchProps {
  /** The switch's element id; its note is `<id>-note`. */
  id: string;
  label: string;
  note: string;
  /** Null while the setting is being read. */
  enabled: boolean | null;
  saving: boolean;
  loadError: string | null;
  onChange: (enabled: boolean) => void;
}

/** One kind of mail from the site, on or off, with a line saying what it sends and when. */
export function MailSettingSwitch({ id, label, note, enabled, saving, loadError, onChange }: MailSettingSwitchProps) {
  if (loadError) return <Alert type="error" showIcon title={loadError} />;
  return (
    <Space orientation="vertical" size={4}>
      <Space>
        <Switch
          id={id}
          checked={enabled ?? false}
          loading={enabled === null || saving}
          disabled={enabled === null}
          onChange={onChange}
          checkedChildren="受け取る"
          unCheckedChildren="停止中"
          aria-describedby={`${id}-note`}
        />
        <label htmlFor={id}>{label}</label>
      </Space>
      <Typography.Text id={`${id}-note`} type="secondary" style={{ fontSize: 13 }}>
        {note}
      </Typography.Text>
    </Space>
  );
}
