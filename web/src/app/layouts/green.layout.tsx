import type { ReactNode } from 'react';
import { SiteLogo } from '../../features/layout/components/site-logo';
import { Panel } from '../../ui/panel';
import { copyrightYear, SITE_NAME } from '../../ui/site.constants';
import styles from './layouts.module.css';

export function GreenLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.green}>
      <div>
        <SiteLogo name={SITE_NAME} inverted />
      </div>
      <Panel className={styles.greenCard}>
        <main>{children}</main>
      </Panel>
      <small className={styles.greenCopyright}>
        © {copyrightYear()} {SITE_NAME}
      </small>
    </div>
  );
}
