import { Drawer } from 'antd';
import type { ReactNode } from 'react';
import type { TimelineKind } from '../api/audit.api';
import { AuditTimelineContainer } from './audit-timeline.container';

interface AuditTimelineDrawerProps {
  kind: TimelineKind;
  /** The member, listing or deal shown; null keeps the drawer closed. */
  id: string | null;
  title: string;
  onClose: () => void;
  extra?: ReactNode;
}

/** A timeline in a drawer beside a list, with its downloads. */
export function AuditTimelineDrawer({ kind, id, title, onClose, extra }: AuditTimelineDrawerProps) {
  return (
    <Drawer open={id !== null} onClose={onClose} title={title} size={880} destroyOnHidden>
      {id ? <AuditTimelineContainer kind={kind} id={id} extra={extra} /> : null}
    </Drawer>
  );
}
