import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../ui/use-page-title';

interface PageHeadingProps {
  title: string;
  extra?: ReactNode;
}

/** The heading of a back-office page; it names the browser tab too. */
export function PageHeading({ title, extra }: PageHeadingProps) {
  usePageTitle(title);
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12, marginBottom: 16 }}>
      <Typography.Title level={1} style={{ fontSize: 22, margin: 0 }}>
        {title}
      </Typography.Title>
      {extra}
    </div>
  );
}
