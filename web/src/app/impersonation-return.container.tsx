import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endImpersonatedSession, isMasterTokenValid } from '../features/impersonation/api/return-to-admin.api';
import { useImpersonationStore } from '../features/impersonation/stores/impersonation.store';
import { useMe } from '../features/session/api/use-me.query';
import { useSessionStore } from '../features/session/stores/session.store';
import { WithAntDesign } from './with-ant-design';

// Only an admin acting as a member sees the banner: nobody else loads it, or the Ant Design it uses.
const ImpersonationBanner = lazy(() =>
  import('../features/impersonation/components/impersonation-banner').then((module) => ({ default: module.ImpersonationBanner })),
);

/**
 * While an admin acts as a member: the banner across the member screens, and the way back. The
 * member session ends on the server; the admin's stored token, if still good, becomes the session again.
 */
export function ImpersonationReturnContainer() {
  const active = useImpersonationStore((state) => state.active);
  if (!active) return null;
  return <ActiveImpersonation />;
}

function ActiveImpersonation() {
  const [returning, setReturning] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();

  const returnToAdmin = async () => {
    const { masterToken, end } = useImpersonationStore.getState();
    setReturning(true);
    await endImpersonatedSession();
    const valid = masterToken !== null && (await isMasterTokenValid(masterToken));
    end();
    queryClient.clear();
    setReturning(false);
    if (valid) {
      useSessionStore.getState().signIn('admin', masterToken);
      await navigate('/admin/user/list');
    } else {
      useSessionStore.getState().signOut();
      await navigate('/admin/login');
    }
  };

  return (
    <Suspense fallback={null}>
      <WithAntDesign>
        <ImpersonationBanner memberName={me.data?.nickname ?? null} ending={returning} onEnd={() => void returnToAdmin()} />
      </WithAntDesign>
    </Suspense>
  );
}
