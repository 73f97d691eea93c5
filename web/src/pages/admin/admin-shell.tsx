import { useMemo } from 'react';
import { Outlet } from 'react-router-dom';
import { useAdminMe } from '../../features/admin-account/api/use-admin-me.query';
import { adminMenu } from '../../features/back-office/back-office-menu';
import { BackOfficeLayout } from '../../features/back-office/components/back-office.layout';
import { useOnUnauthorized } from '../../features/back-office/use-on-unauthorized';
import { useSessionStore } from '../../features/session/stores/session.store';
import { useSiteSettings } from '../../features/site-settings/api/use-site-settings.query';

const signOut = () => useSessionStore.getState().signOut();

export function AdminShell() {
  const me = useAdminMe();
  const phase2 = useSiteSettings().data?.phase2 ?? false;
  const menu = useMemo(() => adminMenu(phase2), [phase2]);
  useOnUnauthorized(me.error, signOut);
  return (
    <BackOfficeLayout
      areaName="管理画面"
      homePath="/admin"
      menu={menu}
      userName={me.data?.name ?? (me.isError ? '管理者' : null)}
      profilePath="/"
      logoutPath="/admin/logout"
    >
      <Outlet />
    </BackOfficeLayout>
  );
}
