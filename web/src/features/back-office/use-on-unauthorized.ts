import { useEffect } from 'react';
import { ApiError } from '../../lib/api-error';

/** A 401 means the back-office token has ended: the caller signs out, and the guard sends them to sign in. */
export function useOnUnauthorized(error: unknown, onUnauthorized: () => void): void {
  const unauthorized = error instanceof ApiError && error.status === 401;
  useEffect(() => {
    if (unauthorized) onUnauthorized();
  }, [unauthorized, onUnauthorized]);
}
