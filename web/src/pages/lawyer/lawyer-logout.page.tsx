import { signOutLawyer } from '../../features/lawyer-account/api/lawyer-account.api';
import { BackOfficeLogoutPage } from '../shared/back-office-logout.page';

export function LawyerLogoutPage() {
  return <BackOfficeLogoutPage strategy="lawyer" areaName="司法書士ページ" loginPath="/lawyer/login" signOut={signOutLawyer} />;
}
