import { Breadcrumb, Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from './use-page-title';
import styles from './content-page.module.css';

interface ContentPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** Frame for text pages: breadcrumb, heading, lead and a readable column. */
export function ContentPage({ title, lead, children }: ContentPageProps) {
  usePageTitle(title);
  return (
    <div className={styles.wrapper}>
      <Breadcrumb
        className={styles.breadcrumb}
        items={[{ title: <Link to="/">トップ</Link> }, { title }]}
      />
      <Card variant="borderless" className={styles.card}>
        <Typography.Title level={1} className={styles.title}>
          {title}
        </Typography.Title>
        {lead ? <Typography.Paragraph className={styles.lead}>{lead}</Typography.Paragraph> : null}
        <div className={styles.body}>{children}</div>
      </Card>
    </div>
  );
}
