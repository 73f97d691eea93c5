import { Card } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { OptionsAdminManager } from '../../features/options-admin/components/options-admin-manager';

export function OptionListPage() {
  return (
    <>
      <PageHeading title="オプション" />
      <Card variant="borderless">
        <OptionsAdminManager />
      </Card>
    </>
  );
}
