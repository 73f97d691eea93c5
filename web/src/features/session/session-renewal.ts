import { refreshAccessToken } from './api/session.api';
import { useSessionStore } from './stores/session.store';

let pending: Promise<boolean> | null = null;

/**
 * Renews an ended access token once for all the calls that found it ended at the same time:
 * the server ends the whole session when one refresh token is used twice. When renewal fails,
 * the person is signed out to a guest.
 */
export function renewSession(failedToken: string): Promise<boolean> {
  const { strategy, token } = useSessionStore.getState();
  if (strategy === 'guest' || token === null) return Promise.resolve(false);
  if (token !== failedToken) return Promise.resolve(true);
  pending ??= refreshAccessToken()
    .then(
      (fresh) => {
        useSessionStore.getState().renewToken(fresh);
        return true;
      },
      () => {
        useSessionStore.getState().signOut();
        return false;
      },
    )
    .finally(() => {
      pending = null;
    });
  return pending;
}
