import { refreshAccessToken } from './api/session.api';
import { SESSION_STORAGE_KEY, useSessionStore } from './stores/session.store';
import { refreshAcrossTabs } from './token-refresh';

/** The token another tab of the site may have stored since this tab read it. */
function storedToken(): string | null {
  try {
    const saved = JSON.parse(localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null') as { state?: { token?: unknown } } | null;
    return typeof saved?.state?.token === 'string' && saved.state.token !== '' ? saved.state.token : null;
  } catch {
    return null;
  }
}

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
  pending ??= refreshAcrossTabs(failedToken, storedToken, refreshAccessToken)
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
