import { Badge, Empty, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/date-time.format';
import type { NewsItem } from '../api/news.api';

interface NewsListProps {
  items: ReadonlyArray<NewsItem & { is_read?: boolean }>;
  /** Marks the items not opened yet (the member's list). */
  showUnread?: boolean;
}

/** News titles, newest first, each with its day and category, linking to the item. */
export function NewsList({ items, showUnread = false }: NewsListProps) {
  if (items.length === 0) return <Empty description="お知らせはまだありません" />;
  return (
    <ul aria-label="お知らせの一覧" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {items.map((item) => {
        const unread = showUnread && item.is_read === false;
        return (
          <li key={item.id} style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap', padding: '12px 0', borderBottom: '1px solid #f0f0f0' }}>
            <Typography.Text type="secondary">{formatDate(item.publish_at)}</Typography.Text>
            {item.category ? <Tag>{item.category.name}</Tag> : null}
            {unread ? <Badge status="error" text="未読" /> : null}
            <Link to={`/news/${item.id}`} style={{ fontWeight: unread ? 700 : 400 }}>
              {item.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
