import type { ReactNode } from 'react';
import { SiteFooter } from '../../features/layout/components/site-footer';
import { COMPANY_NAME, COMPANY_URL, copyrightYear, SITE_NAME } from '../../ui/site.constants';
import { SiteHeaderContainer } from './site-header.container';
import styles from './layouts.module.css';

export function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page}>
      <SiteHeaderContainer />
      <main className={styles.main}>{children}</main>
      <SiteFooter
        siteName={SITE_NAME}
        companyName={COMPANY_NAME}
        companyUrl={COMPANY_URL}
        copyrightYear={copyrightYear()}
      />
    </div>
  );
}
