import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { startImpersonation } from '../../features/impersonation/api/start-impersonation.api';
import { useImpersonationStore } from '../../features/impersonation/stores/impersonation.store';
import { useSessionStore } from '../../features/session/stores/session.store';

/**
 * 代理ログイン: keep the admin's token as the master token, then become the member.
 * A failure is ignored without a message (spec §8).
 */
export function useStartImpersonation() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [pendingUserId, setPendingUserId] = useState<string | null>(null);

  const start = async (userId: string) => {
    const adminToken = useSessionStore.getState().token;
    if (!adminToken || pendingUserId !== null) return;
    setPendingUserId(userId);
    try {
      const answer = await startImpersonation(userId);
      useImpersonationStore.getState().begin(adminToken);
      queryClient.clear();
      useSessionStore.getState().signIn('member', answer.access_token);
      void navigate('/mypage');
    } catch {
      setPendingUserId(null);
    }
  };

  return { start, pendingUserId };
}
