import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BackOfficeAuthFrame } from '../../features/back-office/components/back-office-auth.frame';
import { SignedOutNotice } from '../../features/back-office/components/signed-out-notice';
import { signOutLawyer } from '../../features/lawyer-account/api/lawyer-account.api';
import { useSessionStore } from '../../features/session/stores/session.store';
import { usePageTitle } from '../../ui/use-page-title';

export function LawyerLogoutPage() {
  usePageTitle('ログアウト');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // Only a lawyer session ends here; anyone else simply sees the signed-out screen.
    if (useSessionStore.getState().strategy !== 'lawyer') {
      setPending(false);
      return;
    }
    void signOutLawyer()
      .catch(() => null)
      .finally(() => {
        useSessionStore.getState().signOut();
        queryClient.clear();
        setPending(false);
      });
  }, [queryClient]);

  return (
    <BackOfficeAuthFrame areaName="司法書士ページ" title="ログアウト">
      <SignedOutNotice loginPath="/lawyer/login" pending={pending} />
    </BackOfficeAuthFrame>
  );
}
