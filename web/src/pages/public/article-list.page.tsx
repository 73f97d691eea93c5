import { Alert, Empty, Spin } from 'antd';
import { ARTICLES_PAGE_SIZE } from '../../features/articles/api/articles.api';
import { useArticlePage } from '../../features/articles/api/articles.query';
import { ArticleCards } from '../../features/articles/components/article-cards';
import { ContentPage } from '../../ui/content-page';
import { ListPagination, usePageParam } from '../../ui/list-pages';

export function ArticleListPage() {
  const [page, setPage] = usePageParam();
  const articles = useArticlePage(page);
  return (
    <ContentPage title="コラム" lead="土地や住宅の売り買いに役立つ読みものです。">
      {articles.error ? <Alert type="error" showIcon title={articles.error.message} /> : null}
      {articles.isPending ? <Spin /> : null}
      {articles.data && articles.data.data.length === 0 ? <Empty description="コラムはまだありません。" /> : null}
      {articles.data && articles.data.data.length > 0 ? (
        <>
          <ArticleCards articles={articles.data.data} />
          <ListPagination total={articles.data.total} page={page} onChange={setPage} size={ARTICLES_PAGE_SIZE} />
        </>
      ) : null}
    </ContentPage>
  );
}
