import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { endImpersonatedSession, isMasterTokenValid } from '../features/impersonation/api/return-to-admin.api';
import { ReturnToAdminButton } from '../features/impersonation/components/return-to-admin-button';
import { useImpersonationStore } from '../features/impersonation/stores/impersonation.store';
import { useSessionStore } from '../features/session/stores/session.store';

/** The way back from acting as a member: the admin's stored token, if still good, becomes the session again. */
export function ImpersonationReturnContainer() {
  const active = useImpersonationStore((state) => state.active);
  const [returning, setReturning] = useState(false);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!active) return null;

  const returnToAdmin = async () => {
    const { masterToken, end } = useImpersonationStore.getState();
    setReturning(true);
    const valid = masterToken !== null && (await isMasterTokenValid(masterToken));
    if (valid) {
      await endImpersonatedSession();
      useSessionStore.getState().signIn('admin', masterToken);
      end();
      queryClient.clear();
      setReturning(false);
      await navigate('/admin/user/list');
    } else {
      end();
      setReturning(false);
      await navigate('/admin/login');
    }
  };

  return <ReturnToAdminButton loading={returning} onClick={() => void returnToAdmin()} />;
}
