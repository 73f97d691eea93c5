import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { loginPathFor } from '../features/session/lib/login-redirect';
import { isAllowed } from '../features/session/strategy';
import type { Allow } from '../features/session/strategy';
import { useSessionStore } from '../features/session/stores/session.store';
import { ForbiddenPage } from '../pages/public/forbidden.page';
import { GreenLayout } from './layouts/green.layout';

interface RouteGuardProps {
  allow: Allow;
  /** Where a guest is sent to sign in; without it a guest gets the 403 screen like anyone else. */
  guestRedirect?: string;
  children: ReactNode;
}

export function RouteGuard({ allow, guestRedirect, children }: RouteGuardProps) {
  const strategy = useSessionStore((state) => state.strategy);
  const location = useLocation();
  if (isAllowed(allow, strategy)) return <>{children}</>;
  if (strategy === 'guest' && guestRedirect) {
    return <Navigate to={guestRedirect} replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  // A guest on a member page is most likely signed out, not refused: offer the login.
  if (strategy === 'guest' && isAllowed(allow, 'member')) {
    return <Navigate to={loginPathFor(`${location.pathname}${location.search}`)} replace />;
  }
  return (
    <GreenLayout>
      <ForbiddenPage />
    </GreenLayout>
  );
}
