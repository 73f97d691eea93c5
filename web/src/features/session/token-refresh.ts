/** The name every tab of the site takes its turn under to renew the access token. */
export const TOKEN_REFRESH_LOCK = 'ietochi-token-refresh';

interface LockManagerLike {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

function browserLocks(): LockManagerLike | undefined {
  return typeof navigator !== 'undefined' && 'locks' in navigator ? (navigator.locks as LockManagerLike) : undefined;
}

/**
 * Renews the access token with the tabs of the site taking turns: the refresh cookie is one for
 * all tabs, and each renewal replaces it. Inside the turn, a token another tab has stored since
 * `failedToken` failed is taken as it is; otherwise this tab renews. Without Web Locks (an old
 * browser), each tab renews on its own, which the server allows for a few seconds.
 */
export function refreshAcrossTabs(
  failedToken: string,
  readSharedToken: () => string | null,
  refresh: () => Promise<string>,
  locks: LockManagerLike | undefined = browserLocks(),
): Promise<string> {
  const turn = async () => {
    const shared = readSharedToken();
    if (shared !== null && shared !== failedToken) return shared;
    return refresh();
  };
  return locks ? locks.request(TOKEN_REFRESH_LOCK, turn) : turn();
}
