import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useImpersonationStore } from '../features/impersonation/stores/impersonation.store';
import { renewSession } from '../features/session/session-renewal';
import { onSessionChange, useSessionStore } from '../features/session/stores/session.store';
import { setApiTokenProvider, setApiUnauthorizedHandler } from '../lib/api-client';

setApiTokenProvider(() => useSessionStore.getState().token);
// An admin acting as a member has no refresh cookie of that session (the cookie is the admin's
// own): its token simply ends, and renewing would put the admin's token in the member's place.
setApiUnauthorizedHandler((failedToken) => (useImpersonationStore.getState().active ? Promise.resolve(false) : renewSession(failedToken)));

/** Master lists are the same for everyone; everything else belonged to the previous person. */
const isPersonalQuery = (query: { queryKey: readonly unknown[] }) => query.queryKey[0] !== 'master';

interface ProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function Providers({ queryClient, children }: ProvidersProps) {
  useEffect(
    () => onSessionChange(() => queryClient.removeQueries({ predicate: isPersonalQuery })),
    [queryClient],
  );

  return (
    <QueryClientProvider client={queryClient}>
      {/* Ant Design's root is not here: routes that use it render it around themselves (WithAntDesign). */}
      {children}
    </QueryClientProvider>
  );
}
