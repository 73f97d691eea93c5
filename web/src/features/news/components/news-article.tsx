import { Tag, Typography } from 'antd';
import { formatDate } from '../../../ui/date-time.format';
import type { NewsItem } from '../api/news.api';

/** One news item; its body is plain text, shown with its line breaks and never read as markup. */
export function NewsArticle({ item }: { item: NewsItem }) {
  return (
    <article>
      <Typography.Text type="secondary">{formatDate(item.publish_at)}</Typography.Text>
      {item.category ? <Tag style={{ marginLeft: 8 }}>{item.category.name}</Tag> : null}
      <Typography.Title level={2} style={{ marginTop: 8 }}>
        {item.title}
      </Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{item.body}</Typography.Paragraph>
    </article>
  );
}
