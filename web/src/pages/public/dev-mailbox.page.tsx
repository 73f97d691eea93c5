import { ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Input, Spin, Typography } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useDevMailbox } from '../../features/dev-mailbox/api/use-dev-mailbox.query';
import { MailboxList } from '../../features/dev-mailbox/components/mailbox-list';
import { usePageTitle } from '../../ui/use-page-title';

/** Development only: the mail the server kept instead of sending. */
export function DevMailboxPage() {
  usePageTitle('開発用メールボックス');
  const [params, setParams] = useSearchParams();
  const to = params.get('to') ?? '';
  const mailbox = useDevMailbox(to);

  return (
    <div style={{ maxWidth: 880, margin: '0 auto', padding: '24px 16px 48px' }}>
      <Typography.Title level={1} style={{ fontSize: 22 }}>
        開発用メールボックス
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        開発環境で送信されたメールを新しい順に表示します。本文中のリンクは開くことができます。
      </Typography.Paragraph>
      <Flex gap={8} wrap style={{ marginBottom: 16 }}>
        <Input.Search
          key={to}
          defaultValue={to}
          allowClear
          placeholder="宛先で絞り込む（例: taro@example.jp）"
          enterButton="絞り込む"
          aria-label="宛先"
          style={{ flex: '1 1 320px' }}
          onSearch={(value) => setParams(value.trim() ? { to: value.trim() } : {})}
        />
        <Button icon={<ReloadOutlined />} onClick={() => void mailbox.refetch()} loading={mailbox.isFetching}>
          再読み込み
        </Button>
      </Flex>
      {mailbox.error ? (
        <Alert type="warning" showIcon title="メールボックスを表示できません" description={mailbox.error.message} />
      ) : mailbox.data ? (
        <MailboxList mails={mailbox.data} />
      ) : (
        <Spin />
      )}
    </div>
  );
}
