import { PushpinFilled, UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Empty, Skeleton, Switch, Tag } from 'antd';
import { Link } from 'react-router-dom';
import { formatYen } from '../../../ui/yen.format';
import type { DealThread } from '../api/deal-chat.api';
import { isEndedStatus, statusColor } from '../lib/deal-status';
import styles from './deal-chat.module.css';

interface DealThreadListProps {
  threads: readonly DealThread[] | undefined;
  activeId: string | undefined;
  showEnded: boolean;
  /** The open deal has ended: the switch stays on, or the deal would leave its own list. */
  showEndedForced: boolean;
  onShowEndedChange: (showEnded: boolean) => void;
  /** Unread messages across all the member's deals (the counters' message_unread). */
  unreadTotal?: number;
}

export const WITHDRAWN_PARTNER = '退会済み会員';

export function DealThreadList({ threads, activeId, showEnded, showEndedForced, onShowEndedChange, unreadTotal = 0 }: DealThreadListProps) {
  return (
    <section className={styles.list} aria-label="取引の一覧">
      <div className={styles.listHead}>
        <label className={styles.endedSwitch}>
          <Switch
            size="small"
            checked={showEnded || showEndedForced}
            disabled={showEndedForced}
            onChange={onShowEndedChange}
            aria-label="取引終了を表示"
          />
          <span>取引終了を表示</span>
        </label>
        {unreadTotal > 0 ? (
          <span className={styles.unreadTotal}>
            未読 <Badge count={unreadTotal} overflowCount={99} aria-label={`未読メッセージ${unreadTotal}件`} />
          </span>
        ) : null}
      </div>
      {threads === undefined ? (
        <Skeleton active avatar paragraph={{ rows: 2 }} className={styles.listEmpty} />
      ) : threads.length === 0 ? (
        <Empty className={styles.listEmpty} description="メッセージのやり取りはまだありません" />
      ) : (
        <ul className={styles.threads}>
          {threads.map((thread) => {
            const ended = isEndedStatus(thread.status_id);
            const active = thread.id === activeId;
            const unread = !active && thread.midoku_count > 0 ? thread.midoku_count : 0;
            const price = formatYen(thread.property_price);
            const classes = [styles.thread, active ? styles.threadActive : '', ended ? styles.threadEnded : ''].filter(Boolean).join(' ');
            return (
              <li key={thread.id} data-ended={ended || undefined}>
                <Link to={`/mypage/chat/${thread.id}`} className={classes} aria-current={active ? 'page' : undefined}>
                  <Avatar size={40} icon={<UserOutlined />} className={styles.avatar} aria-hidden />
                  <span className={styles.threadBody}>
                    <span className={styles.threadTop}>
                      <span className={styles.partner}>{thread.partner_nickname ?? WITHDRAWN_PARTNER}</span>
                      {thread.pinned_at ? <PushpinFilled className={styles.pin} aria-label="ピン留め中" role="img" /> : null}
                      {unread > 0 ? <Badge count={unread} overflowCount={99} aria-label={`未読${unread}件`} /> : null}
                    </span>
                    <span className={styles.title}>{thread.property_name ?? '物件名未設定'}</span>
                    <span className={styles.threadBottom}>
                      <span className={styles.price}>{price}</span>
                      <Tag color={statusColor(thread.status_id)} className={styles.status}>
                        {thread.status_name}
                      </Tag>
                    </span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
