import { Collapse, Empty, Typography } from 'antd';
import dayjs from 'dayjs';
import type { DevMail } from '../api/dev-mailbox.api';
import { MailText } from './mail-text';

export function MailboxList({ mails }: { mails: readonly DevMail[] }) {
  if (mails.length === 0) return <Empty description="メールはまだありません" />;
  return (
    <Collapse
      defaultActiveKey={[String(mails[0]?.id)]}
      items={mails.map((mail) => ({
        key: String(mail.id),
        label: (
          <div>
            <Typography.Text strong>{mail.subject}</Typography.Text>
            <div style={{ fontSize: 12, color: '#7a705e' }}>
              宛先: {mail.to} ／ 送信日時: {dayjs(mail.sent_at).format('YYYY/MM/DD HH:mm:ss')}
            </div>
          </div>
        ),
        children: <MailText text={mail.text} />,
      }))}
    />
  );
}
