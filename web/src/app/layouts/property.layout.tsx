import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import { FloatingRegisterButton } from '../../features/layout/components/floating-register-button';
import { selectIsSignedIn, useSessionStore } from '../../features/session/stores/session.store';
import { DefaultLayout } from './default.layout';
import styles from './property.layout.module.css';

/** True while the site footer is in view; without IntersectionObserver, never. */
function useFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const footer = document.querySelector('footer');
    if (!footer || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      setInView(entries.some((entry) => entry.isIntersecting));
    });
    observer.observe(footer);
    return () => observer.disconnect();
  }, []);
  return inView;
}

/** Search, list and detail pages: the default frame plus the floating register button. */
export function PropertyLayout({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => selectIsSignedIn(state) && state.strategy === 'member');
  const nearFooter = useFooterInView();
  return (
    <DefaultLayout>
      <div className={styles.screenTall}>{children}</div>
      <FloatingRegisterButton signedIn={signedIn} hidden={nearFooter} />
    </DefaultLayout>
  );
}
