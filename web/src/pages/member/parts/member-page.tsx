import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../ui/use-page-title';

interface MemberPageProps {
  title: string;
  lead?: ReactNode;
  children: ReactNode;
}

/** Heading and page title of a member page; the member layout draws the frame around it. */
export function MemberPage({ title, lead, children }: MemberPageProps) {
  usePageTitle(title);
  return (
    <div>
      <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {lead ? <Typography.Paragraph type="secondary">{lead}</Typography.Paragraph> : null}
      {children}
    </div>
  );
}
