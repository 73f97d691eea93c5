import { Button, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/date-time.format';
import { formatYen } from '../../../ui/yen.format';
import type { ContractHistoryItem } from '../api/contracts.api';
import { contractStatusColor, ROLE_LABELS } from '../lib/contract-status';
import styles from './contracts.module.css';

/** The member's deals with a contract, each leading into its chat; `onTimeline` opens a deal's timeline. */
export function ContractHistoryList({ items, onTimeline }: { items: readonly ContractHistoryItem[]; onTimeline?: (threadId: string) => void }) {
  return (
    <ul aria-label="取引履歴" className={styles.history}>
      {items.map((item) => (
        <li key={item.thread_id} className={styles.historyItem}>
          <Link to={`/mypage/chat/${item.thread_id}`} className={styles.historyTitle}>
            {item.property_name ?? '物件名未設定'}
          </Link>
          <div>
            <Tag>{ROLE_LABELS[item.role]}</Tag>
            <Tag color={contractStatusColor(item.status_id)}>{item.status_name}</Tag>
            <Tag color={item.did_pay_management_fee ? 'green' : 'default'}>管理手数料 {item.payment_status}</Tag>
            {onTimeline ? (
              <Button size="small" onClick={() => onTimeline(item.thread_id)} aria-label={`${item.property_name ?? '物件名未設定'}の取引の経過`}>
                経過
              </Button>
            ) : null}
          </div>
          <Typography.Text type="secondary">
            お相手：{item.partner_nickname ?? '退会済み会員'}さん
            {item.price !== null ? ` / 売買代金 ${formatYen(item.price)}` : ''}
            {item.concluded_at ? ` / 締結日 ${formatDate(item.concluded_at)}` : ''}
          </Typography.Text>
        </li>
      ))}
    </ul>
  );
}
