import { Alert, Card, Spin } from 'antd';
import { NEWS_PAGE_SIZE } from '../../features/news/api/news.api';
import { useMemberNewsPage } from '../../features/news/api/news.query';
import { NewsList } from '../../features/news/components/news-list';
import { ListPagination, usePageParam } from '../../ui/list-pages';
import { MemberPage } from './parts/member-page';

export function MemberNewsListPage() {
  const [page, setPage] = usePageParam();
  const news = useMemberNewsPage(page);
  return (
    <MemberPage title="お知らせ" lead="まだ開いていないお知らせには「未読」の印が付きます。">
      <Card variant="borderless">
        {news.error ? <Alert type="error" showIcon title={news.error.message} /> : null}
        {news.isPending ? <Spin /> : null}
        {news.data ? (
          <>
            <NewsList items={news.data.data} showUnread />
            <ListPagination total={news.data.total} page={page} onChange={setPage} size={NEWS_PAGE_SIZE} />
          </>
        ) : null}
      </Card>
    </MemberPage>
  );
}
