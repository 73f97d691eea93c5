import { Alert, Spin } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { useArticle } from '../../features/articles/api/articles.query';
import { ArticleBody } from '../../features/articles/components/article-body';
import { ContentPage } from '../../ui/content-page';

/** The for-corporations column's address has its own route (and head tags), without a parameter. */
const CORPORATE_ARTICLE = '1698';

/** One column, by id or slug; `/info/articles/1698` is the for-corporations one. */
export function ArticleDetailPage() {
  const { id = CORPORATE_ARTICLE } = useParams();
  const article = useArticle(id);
  return (
    <ContentPage title={article.data?.title ?? 'コラム'}>
      {article.error ? <Alert type="error" showIcon title={article.error.message} /> : null}
      {article.isPending ? <Spin /> : null}
      {article.data ? <ArticleBody article={article.data} /> : null}
      <Link to="/info/articles">コラムの一覧へ</Link>
    </ContentPage>
  );
}
