import type { ReactNode } from 'react';
import { isAllowed } from '../features/session/strategy';
import type { Allow } from '../features/session/strategy';
import { useSessionStore } from '../features/session/stores/session.store';
import { ForbiddenPage } from '../pages/public/forbidden.page';
import { GreenLayout } from './layouts/green.layout';

interface RouteGuardProps {
  allow: Allow;
  children: ReactNode;
}

export function RouteGuard({ allow, children }: RouteGuardProps) {
  const strategy = useSessionStore((state) => state.strategy);
  if (isAllowed(allow, strategy)) return <>{children}</>;
  return (
    <GreenLayout>
      <ForbiddenPage />
    </GreenLayout>
  );
}
