import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import jaJP from 'antd/locale/ja_JP';
import dayjs from 'dayjs';
import 'dayjs/locale/ja';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { useImpersonationStore } from '../features/impersonation/stores/impersonation.store';
import { renewSession } from '../features/session/session-renewal';
import { onSessionChange, useSessionStore } from '../features/session/stores/session.store';
import { setApiTokenProvider, setApiUnauthorizedHandler } from '../lib/api-client';
import { appTheme } from './theme';

dayjs.locale('ja');
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
      {/* Ant Design would space two kanji on a button (成 約); Japanese never spaces a word. */}
      <ConfigProvider locale={jaJP} theme={appTheme} button={{ autoInsertSpace: false }}>
        <AntApp>{children}</AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
