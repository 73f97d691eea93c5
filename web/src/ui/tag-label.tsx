import type { ReactNode } from 'react';
import styles from './tag-label.module.css';

interface TagLabelProps {
  color?: 'default' | 'green' | 'orange' | 'blue';
  className?: string;
  children: ReactNode;
}

/** A small label in the look of Ant Design's Tag (its preset colours at 4.5:1), without its code. */
export function TagLabel({ color = 'default', className, children }: TagLabelProps) {
  return <span className={[styles.tag, color === 'default' ? '' : styles[color], className ?? ''].filter(Boolean).join(' ')}>{children}</span>;
}
