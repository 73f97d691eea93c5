import { Tag } from 'antd';
import { formatDate } from '../../../ui/date-time.format';
import type { ArticleDetail } from '../api/articles.api';
import styles from './article-body.module.css';

interface ArticleBodyProps {
  article: Pick<ArticleDetail, 'html' | 'cover_image' | 'category' | 'category_label' | 'published_at'>;
}

/**
 * A column's page body. The HTML comes from the server's renderer, which sanitises it (no script,
 * no event handler, no javascript: address), so it is put into the page as it is.
 */
export function ArticleBody({ article }: ArticleBodyProps) {
  return (
    <article>
      {article.cover_image ? (
        <img className={styles.cover} src={article.cover_image.url} width={article.cover_image.width} height={article.cover_image.height} alt="" />
      ) : null}
      <div className={styles.meta}>
        <Tag color={article.category === 'corporate' ? 'blue' : 'default'}>{article.category_label}</Tag>
        {article.published_at ? <time dateTime={article.published_at}>{formatDate(article.published_at)}</time> : null}
      </div>
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: article.html }} />
    </article>
  );
}
