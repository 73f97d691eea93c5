import { Card } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { NewsAdminManager } from '../../features/news-admin/components/news-admin-manager';

export function NewsListPage() {
  return (
    <>
      <PageHeading title="お知らせ" />
      <Card variant="borderless">
        <NewsAdminManager />
      </Card>
    </>
  );
}
