import { Card } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { MasterItemsManager } from '../../features/masters-admin/components/master-items-manager';

export function HashtagListPage() {
  return (
    <>
      <PageHeading title="ハッシュタグ" />
      <Card variant="borderless">
        <MasterItemsManager kind="hashtag" />
      </Card>
    </>
  );
}
