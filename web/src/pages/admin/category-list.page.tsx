import { Card } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { MasterItemsManager } from '../../features/masters-admin/components/master-items-manager';

export function CategoryListPage() {
  return (
    <>
      <PageHeading title="カテゴリー（地目）" />
      <Card variant="borderless">
        <MasterItemsManager kind="category" />
      </Card>
    </>
  );
}
