import { Alert, Spin } from 'antd';
import { NEWS_PAGE_SIZE } from '../../features/news/api/news.api';
import { useNewsPage } from '../../features/news/api/news.query';
import { NewsList } from '../../features/news/components/news-list';
import { ContentPage } from '../../ui/content-page';
import { ListPagination, usePageParam } from '../../ui/list-pages';

export function NewsListPage() {
  const [page, setPage] = usePageParam();
  const news = useNewsPage(page);
  return (
    <ContentPage title="お知らせ" lead="いえとち直売所からのお知らせです。">
      {news.error ? <Alert type="error" showIcon title={news.error.message} /> : null}
      {news.isPending ? <Spin /> : null}
      {news.data ? (
        <>
          <NewsList items={news.data.data} />
          <ListPagination total={news.data.total} page={page} onChange={setPage} size={NEWS_PAGE_SIZE} />
        </>
      ) : null}
    </ContentPage>
  );
}
