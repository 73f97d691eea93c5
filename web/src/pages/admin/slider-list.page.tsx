import { Card } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { SlidersAdminManager } from '../../features/sliders-admin/components/sliders-admin-manager';

export function SliderListPage() {
  return (
    <>
      <PageHeading title="スライダー" />
      <Card variant="borderless">
        <SlidersAdminManager />
      </Card>
    </>
  );
}
