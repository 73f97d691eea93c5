import type { ReactNode } from 'react';
import styles from './panel.module.css';

interface PanelProps {
  children: ReactNode;
  className?: string;
  /** `small` pads 12 px instead of 24; `flush` not at all, for content that sets its own. */
  padding?: 'default' | 'small' | 'flush';
}

/**
 * A white surface with the look of Ant Design's borderless Card, without its code: Card brings
 * Tabs, Dropdown, Menu and Skeleton with it (for features the site shell and listing cards never
 * use), which is most of what the first page of every public route used to load.
 */
export function Panel({ children, className, padding = 'default' }: PanelProps) {
  const classes = [styles.panel, padding === 'small' ? styles.small : padding === 'flush' ? styles.flush : '', className ?? ''].filter(Boolean);
  return <div className={classes.join(' ')}>{children}</div>;
}
