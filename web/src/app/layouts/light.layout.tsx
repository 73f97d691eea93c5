import type { ReactNode } from 'react';
import { LightFooter } from '../../features/layout/components/light-footer';
import { SiteLogo } from '../../features/layout/components/site-logo';
import { COMPANY_URL, copyrightYear, SITE_NAME } from '../../ui/site.constants';
import { SITE_TAGLINE } from './site-header.container';
import styles from './layouts.module.css';

export function LightLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <header className={styles.lightHeader}>
        <SiteLogo name={SITE_NAME} tagline={SITE_TAGLINE} />
      </header>
      <main className={styles.main}>{children}</main>
      <LightFooter siteName={SITE_NAME} companyUrl={COMPANY_URL} copyrightYear={copyrightYear()} />
    </div>
  );
}
