import { Card } from 'antd';
import type { ReactNode } from 'react';
import { SiteLogo } from '../../features/layout/components/site-logo';
import { copyrightYear, SITE_NAME } from '../../ui/site.constants';
import styles from './layouts.module.css';

export function GreenLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.green}>
      <div>
        <SiteLogo name={SITE_NAME} inverted />
      </div>
      <Card variant="borderless" className={styles.greenCard}>
        <main>{children}</main>
      </Card>
      <small className={styles.greenCopyright}>
        © {copyrightYear()} {SITE_NAME}
      </small>
    </div>
  );
}
