import { Link } from 'react-router-dom';
import { useTopArticles } from '../api/articles.query';
import { ArticleCards } from './article-cards';

/** The top page's column block: the newest columns, or nothing at all while there are none. */
export function TopColumns({ className, titleClassName }: { className?: string; titleClassName?: string }) {
  const articles = useTopArticles().data;
  if (!articles || articles.length === 0) return null;
  return (
    <section className={className} aria-labelledby="columns-title">
      <h2 id="columns-title" className={titleClassName}>
        コラム
      </h2>
      <ArticleCards articles={articles} headingLevel={3} />
      <p>
        <Link to="/info/articles">コラムの一覧へ</Link>
      </p>
    </section>
  );
}
