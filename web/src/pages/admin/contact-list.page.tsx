import { Card } from 'antd';
import { PageHeading } from '../../features/back-office/components/page-heading';
import { ContactsAdminManager } from '../../features/contacts-admin/components/contacts-admin-manager';

export function ContactListPage() {
  return (
    <>
      <PageHeading title="お問い合わせ" />
      <Card variant="borderless">
        <ContactsAdminManager />
      </Card>
    </>
  );
}
