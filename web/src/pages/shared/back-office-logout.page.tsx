import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { BackOfficeAuthFrame } from '../../features/back-office/components/back-office-auth.frame';
import { SignedOutNotice } from '../../features/back-office/components/signed-out-notice';
import { useSessionStore } from '../../features/session/stores/session.store';
import type { Strategy } from '../../features/session/strategy';
import { usePageTitle } from '../../ui/use-page-title';

interface BackOfficeLogoutPageProps {
  strategy: Extract<Strategy, 'admin' | 'lawyer'>;
  areaName: string;
  loginPath: string;
  signOut: () => Promise<unknown>;
}

/** Ends the area's own session; anyone else simply sees the signed-out screen. */
export function BackOfficeLogoutPage({ strategy, areaName, loginPath, signOut }: BackOfficeLogoutPageProps) {
  usePageTitle('ログアウト');
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(true);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    if (useSessionStore.getState().strategy !== strategy) {
      setPending(false);
      return;
    }
    void signOut()
      .catch(() => null)
      .finally(() => {
        useSessionStore.getState().signOut();
        queryClient.clear();
        setPending(false);
      });
  }, [queryClient, signOut, strategy]);

  return (
    <BackOfficeAuthFrame areaName={areaName} title="ログアウト">
      <SignedOutNotice loginPath={loginPath} pending={pending} />
    </BackOfficeAuthFrame>
  );
}
