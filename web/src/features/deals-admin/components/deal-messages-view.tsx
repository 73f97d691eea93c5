import { PaperClipOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Space, Spin, Tag, Typography } from 'antd';
import { formatDateTime } from '../../../ui/date-time.format';
import type { DealMessage, MemberDeal } from '../api/deals-admin.api';

interface DealMessagesViewProps {
  deal: MemberDeal;
  /** The member whose page this is, and their nickname: the deal's rows name the other party only. */
  memberId: string;
  memberNickname: string | null;
  /** Oldest first. */
  messages: readonly DealMessage[];
  loading: boolean;
  error: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onDownload: (message: DealMessage) => void;
  /** Who reads and what they may not do; an admin's note when left out. */
  readerNote?: string;
  /** The sender's tag; by default the member's side and nickname, or the other party's. */
  senderLabel?: (message: DealMessage) => string;
}

const ADMIN_NOTE = '管理者はこの取引のメッセージを読むことだけができます。送信、ピン留め、ブロックはできません。';

const sizeText = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)}MB` : `${Math.max(1, Math.round(bytes / 1024))}KB`);

/** A deal's messages as an admin or the assigned scrivener reads them: no composer, no pins, no block, only reading and files. */
export function DealMessagesView({
  deal,
  memberId,
  memberNickname,
  messages,
  loading,
  error,
  hasMore,
  loadingMore,
  onLoadMore,
  onDownload,
  readerNote = ADMIN_NOTE,
  senderLabel,
}: DealMessagesViewProps) {
  const memberRole = deal.role === 'seller' ? '売主' : '買主';
  const partnerRole = deal.role === 'seller' ? '買主' : '売主';
  const senderOf = (message: DealMessage) =>
    senderLabel ? senderLabel(message) : message.sender_id === memberId ? `${memberRole}：${memberNickname ?? 'この会員'}` : `${partnerRole}：${deal.partner_nickname ?? '相手の会員'}`;

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Alert type="info" showIcon title="閲覧のみ" description={readerNote} />
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {loading ? <Spin aria-label="メッセージを読み込み中" /> : null}
      {!loading && !error && messages.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="メッセージはまだありません" /> : null}
      {hasMore ? (
        <Button block onClick={onLoadMore} loading={loadingMore}>
          さらに前のメッセージを読み込む
        </Button>
      ) : null}
      <ol aria-label="メッセージ" style={{ margin: 0, padding: 0 }}>
        {messages.map((message) => (
          <li key={message.id} aria-label={`${message.seq}件目のメッセージ`} style={{ listStyle: 'none', padding: '8px 0', borderBottom: '1px solid #eee6d8' }}>
            <Space wrap size={8}>
              <Tag color={message.sender_id === memberId ? 'blue' : 'default'}>{senderOf(message)}</Tag>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {formatDateTime(message.posted_at)}
              </Typography.Text>
            </Space>
            {message.text ? <p style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: '4px 0' }}>{message.text}</p> : null}
            {message.file ? (
              <Button size="small" icon={<PaperClipOutlined />} onClick={() => onDownload(message)}>
                {message.file.file_name}（{sizeText(message.file.size)}）
              </Button>
            ) : null}
          </li>
        ))}
      </ol>
    </Space>
  );
}
