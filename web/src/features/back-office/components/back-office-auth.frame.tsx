import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { SITE_NAME } from '../../../ui/site.constants';
import { backOfficeCopyright } from '../back-office.constants';
import styles from './back-office.module.css';

interface BackOfficeAuthFrameProps {
  areaName: string;
  title: string;
  children: ReactNode;
}

/** The quiet frame of the back-office sign-in, sign-out and registration screens. */
export function BackOfficeAuthFrame({ areaName, title, children }: BackOfficeAuthFrameProps) {
  return (
    <div className={styles.authPage}>
      <div className={styles.authBrand}>
        {SITE_NAME}
        <br />
        <small>{areaName}</small>
      </div>
      <Card variant="borderless" className={styles.authCard}>
        <main>
          <Typography.Title level={1} style={{ fontSize: 22, marginTop: 0 }}>
            {title}
          </Typography.Title>
          {children}
        </main>
      </Card>
      <small className={styles.authFooter}>{backOfficeCopyright()}</small>
    </div>
  );
}
