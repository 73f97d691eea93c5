import { useSyncExternalStore } from 'react';

/** Below Ant Design's md breakpoint (768 px), where the pages switch to their phone layout. */
const NARROW = '(max-width: 767.98px)';

function subscribe(changed: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(NARROW);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}

const narrowNow = () => typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches;

/**
 * True on a phone-wide screen, from the media query rather than Ant Design's Grid. The server's page
 * and the first client render take the wide layout (as Grid did), then a phone switches after hydration.
 */
export function useNarrowScreen(): boolean {
  return useSyncExternalStore(subscribe, narrowNow, () => false);
}
