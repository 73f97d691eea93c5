import { Card } from 'antd';
import { ArticlesAdminManager } from '../../features/articles-admin/components/articles-admin-manager';
import { PageHeading } from '../../features/back-office/components/page-heading';

export function ArticleListPage() {
  return (
    <>
      <PageHeading title="コラム" />
      <Card variant="borderless">
        <ArticlesAdminManager />
      </Card>
    </>
  );
}
