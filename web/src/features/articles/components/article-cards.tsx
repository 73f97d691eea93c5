import { Link } from 'react-router-dom';
import { formatDate } from '../../../ui/date-time.format';
import { TagLabel } from '../../../ui/tag-label';
import type { ArticleSummary } from '../api/articles.api';
import styles from './article-cards.module.css';

interface ArticleCardsProps {
  articles: readonly ArticleSummary[];
  /** The heading level of each card's title, under the section's own heading. */
  headingLevel?: 2 | 3;
}

/** Columns as cards: cover (its size reserved), category, date, title and the first words. */
export function ArticleCards({ articles, headingLevel = 2 }: ArticleCardsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.grid}>
      {articles.map((article) => (
        <li key={article.id}>
          <Link to={article.url} className={styles.card}>
            {article.cover_image ? (
              <img
                className={styles.cover}
                src={article.cover_image.thumb_url}
                width={article.cover_image.width}
                height={article.cover_image.height}
                alt=""
                loading="lazy"
              />
            ) : null}
            <div className={styles.text}>
              <span className={styles.meta}>
                <TagLabel color={article.category === 'corporate' ? 'blue' : 'default'}>{article.category_label}</TagLabel>
                <time dateTime={article.published_at}>{formatDate(article.published_at)}</time>
              </span>
              <Heading className={styles.title}>{article.title}</Heading>
              <p className={styles.excerpt}>{article.excerpt}</p>
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
