import { LeftOutlined, PushpinFilled, PushpinOutlined, StopOutlined } from '@ant-design/icons';
import { Alert, App, Button, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatYen } from '../../../ui/yen.format';
import type { DealMessage, DealThreadDetail as Thread } from '../api/deal-chat.api';
import { isEndedStatus, statusColor } from '../lib/deal-status';
import { MessageComposer, type ComposedMessage } from './message-composer';
import { MessageList } from './message-list';
import { WITHDRAWN_PARTNER } from './deal-thread-list';
import styles from './deal-chat.module.css';

interface DealThreadDetailProps {
  thread: Thread;
  messages: readonly DealMessage[];
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onSend: (message: ComposedMessage) => Promise<unknown>;
  onTogglePin: (pinned: boolean) => void;
  pinPending: boolean;
  onBlock: () => Promise<unknown>;
  fileUrl: (message: DealMessage) => string;
  downloadFile: (message: DealMessage) => Promise<Blob>;
  /** Shown between the deal's heading and its messages (the page puts the deal's contract there). */
  aside?: ReactNode;
}

export const BLOCK_CONFIRM_TEXT =
  'ブロックすると、この取引はお相手とあなたの双方で「取引中止」となり、どちらからもメッセージを送れなくなります。この操作は取り消せません。';

function endedNotice(statusId: number): string {
  return statusId === 7
    ? 'この取引は終了しました。メッセージの送信はできません。'
    : 'この取引は中止されました。メッセージの送信はできません。';
}

export function DealThreadDetail(props: DealThreadDetailProps) {
  const { thread, messages, onTogglePin, pinPending, onBlock } = props;
  const { modal } = App.useApp();
  const ended = isEndedStatus(thread.status_id);
  const myId = thread.role === 'seller' ? thread.seller_id : thread.buyer_id;
  const pinned = thread.pinned_at !== null;
  const partner = thread.partner_nickname ?? WITHDRAWN_PARTNER;

  const confirmBlock = () => {
    modal.confirm({
      title: 'この取引をブロックしますか？',
      content: BLOCK_CONFIRM_TEXT,
      okText: 'ブロックする',
      okButtonProps: { danger: true },
      cancelText: 'キャンセル',
      onOk: () => onBlock(),
    });
  };

  return (
    <section className={styles.detail} aria-label={`${partner}さんとのメッセージ`}>
      <header className={styles.detailHead}>
        <Link to="/mypage/chat" className={styles.back}>
          <LeftOutlined aria-hidden /> 一覧に戻る
        </Link>
        <div className={styles.detailTitle}>
          <Typography.Title level={2} className={styles.partnerHeading}>
            {partner}さん
            <Tag color={statusColor(thread.status_id)} className={styles.status}>
              {thread.status_name}
            </Tag>
          </Typography.Title>
          <Link to={`/property/detail/${thread.property_id}`} className={styles.property}>
            {thread.property_name ?? '物件名未設定'}
          </Link>
          {formatYen(thread.property_price) ? <span className={styles.price}> {formatYen(thread.property_price)}</span> : null}
        </div>
        <Space size={4} className={styles.detailActions}>
          <Button
            size="small"
            icon={pinned ? <PushpinFilled /> : <PushpinOutlined />}
            loading={pinPending}
            aria-pressed={pinned}
            onClick={() => onTogglePin(!pinned)}
          >
            {pinned ? 'ピン留めを外す' : 'ピン留め'}
          </Button>
          {ended ? null : (
            <Button size="small" danger icon={<StopOutlined />} onClick={confirmBlock}>
              ブロック
            </Button>
          )}
        </Space>
      </header>
      {props.aside}
      <MessageList
        messages={messages}
        myId={myId}
        partnerReadUpTo={thread.partner_read_up_to}
        hasOlder={props.hasOlder}
        loadingOlder={props.loadingOlder}
        onLoadOlder={props.onLoadOlder}
        fileUrl={props.fileUrl}
        downloadFile={props.downloadFile}
      />
      {ended ? (
        <Alert type="info" showIcon title={endedNotice(thread.status_id)} className={styles.endedNotice} />
      ) : (
        <MessageComposer onSend={props.onSend} />
      )}
    </section>
  );
}
