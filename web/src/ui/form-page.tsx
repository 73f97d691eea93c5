import { Breadcrumb, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from './use-page-title';
import styles from './form-page.module.css';

interface FormPageProps {
  title: string;
  lead?: ReactNode;
  /** Above the card, for a step indicator. */
  top?: ReactNode;
  children: ReactNode;
}

/** Frame for short forms and their result screens: breadcrumb, heading and a narrow card. */
export function FormPage({ title, lead, top, children }: FormPageProps) {
  usePageTitle(title);
  return (
    <div className={styles.wrapper}>
      <Breadcrumb className={styles.breadcrumb} items={[{ title: <Link to="/">トップ</Link> }, { title }]} />
      {top ? <div className={styles.top}>{top}</div> : null}
      <Card variant="borderless" className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
        {lead ? <Typography.Paragraph className={styles.lead}>{lead}</Typography.Paragraph> : null}
        {children}
      </Card>
    </div>
  );
}
