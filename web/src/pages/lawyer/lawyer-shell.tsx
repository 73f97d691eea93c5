import { Outlet } from 'react-router-dom';
import { LAWYER_MENU } from '../../features/back-office/back-office-menu';
import { BackOfficeLayout } from '../../features/back-office/components/back-office.layout';
import { useOnUnauthorized } from '../../features/back-office/use-on-unauthorized';
import { useLawyerMe } from '../../features/lawyer-account/api/lawyer-account.query';
import { useSessionStore } from '../../features/session/stores/session.store';

const signOut = () => useSessionStore.getState().signOut();

export function LawyerShell() {
  const me = useLawyerMe();
  useOnUnauthorized(me.error, signOut);
  return (
    <BackOfficeLayout
      areaName="司法書士ページ"
      homePath="/lawyer/contract/list"
      menu={LAWYER_MENU}
      userName={me.data?.name ?? (me.isError ? '司法書士' : null)}
      profilePath="/lawyer/profile/edit"
      logoutPath="/lawyer/logout"
    >
      <Outlet />
    </BackOfficeLayout>
  );
}
