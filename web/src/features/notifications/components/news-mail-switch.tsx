import { Alert, Space, Switch, Typography } from 'antd';

interface NewsMailSwitchProps {
  /** Null while the setting is being read. */
  enabled: boolean | null;
  saving: boolean;
  loadError: string | null;
  onChange: (enabled: boolean) => void;
}

/** お知らせのメール: news the office chose to send by mail, on or off. */
export function NewsMailSwitch({ enabled, saving, loadError, onChange }: NewsMailSwitchProps) {
  if (loadError) return <Alert type="error" showIcon title={loadError} />;
  return (
    <Space orientation="vertical" size={4}>
      <Space>
        <Switch
          id="news-mail"
          checked={enabled ?? false}
          loading={enabled === null || saving}
          disabled={enabled === null}
          onChange={onChange}
          checkedChildren="受け取る"
          unCheckedChildren="停止中"
          aria-describedby="news-mail-note"
        />
        <label htmlFor="news-mail">お知らせのメール</label>
      </Space>
      <Typography.Text id="news-mail-note" type="secondary" style={{ fontSize: 13 }}>
        事務局がメールでもお送りするとしたお知らせを、公開のときにメールでお届けします（1件につき1通）。
      </Typography.Text>
    </Space>
  );
}
