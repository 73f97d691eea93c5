import { Alert, Spin } from 'antd';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useMarkNewsRead, useNewsItem } from '../../features/news/api/news.query';
import { NewsArticle } from '../../features/news/components/news-article';
import { unreadCountersQueryKey } from '../../features/notifications/api/use-unread-counters.query';
import { useSessionStore } from '../../features/session/stores/session.store';
import { ContentPage } from '../../ui/content-page';

/** One news item; a signed-in member who opens it has read it. */
export function NewsDetailPage() {
  const { id = '' } = useParams();
  const news = useNewsItem(id);
  const isMember = useSessionStore((state) => state.strategy === 'member' && state.token !== null);
  const { mutate: markRead } = useMarkNewsRead(unreadCountersQueryKey);
  const shown = news.data?.id;
  useEffect(() => {
    if (isMember && shown) markRead(shown);
  }, [isMember, shown, markRead]);

  return (
    <ContentPage title="お知らせ">
      {news.error ? <Alert type="error" showIcon title={news.error.message} /> : null}
      {news.isPending ? <Spin /> : null}
      {news.data ? <NewsArticle item={news.data} /> : null}
      <Link to="/news/list">お知らせの一覧へ</Link>
    </ContentPage>
  );
}
