import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { signOutAdmin } from '../../features/admin-account/api/admin-account.api';
import { BackOfficeAuthFrame } from '../../features/back-office/components/back-office-auth.frame';
import { SignedOutNotice } from '../../features/back-office/components/signed-out-notice';
import { useSessionStore } from '../../features/session/stores/session.store';
import { usePageTitle } from '../../ui/use-page-title';

export function AdminLogoutPage() {
  usePageTitle('ログアウト');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Only an admin session ends here; anyone else simply sees the signed-out screen.
    if (useSessionStore.getState().strategy !== 'admin') {
      setPending(false);
      return;
    }
    void signOutAdmin()
      .catch(() => null)
      .finally(() => {
        useSessionStore.getState().signOut();
        queryClient.clear();
        setPending(false);
      });
  }, [queryClient]);

  return (
    <BackOfficeAuthFrame areaName="管理画面" title="ログアウト">
      <SignedOutNotice loginPath="/admin/login" pending={pending} />
    </BackOfficeAuthFrame>
  );
}
