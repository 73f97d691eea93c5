import { signOutAdmin } from '../../features/admin-account/api/admin-account.api';
import { BackOfficeLogoutPage } from '../shared/back-office-logout.page';

export function AdminLogoutPage() {
  return <BackOfficeLogoutPage strategy="admin" areaName="管理画面" loginPath="/admin/login" signOut={signOutAdmin} />;
}
