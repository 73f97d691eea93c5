import { useSyncExternalStore } from 'react';

const noop = () => undefined;

/**
 * Whether the screen is at least `px` wide, following it as it changes. The server and the first
 * render over its page do not know the width: they get `undefined`, so both draw the same markup and
 * the caller can leave the choice to CSS until the width is known.
 */
export function useMinWidth(px: number): boolean | undefined {
  const query = `(min-width: ${px}px)`;
  return useSyncExternalStore(
    (changed) => {
      if (typeof window === 'undefined' || !window.matchMedia) return noop;
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => (typeof window === 'undefined' || !window.matchMedia ? undefined : window.matchMedia(query).matches),
    () => undefined,
  );
}
