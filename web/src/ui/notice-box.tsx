import type { ReactNode } from 'react';
import { LISTING_ICON_PATHS } from './listing-icon-paths';
import styles from './notice-box.module.css';
import { SvgIcon } from './svg-icon';

interface NoticeBoxProps {
  type: 'info' | 'error';
  children: ReactNode;
}

/**
 * A short notice with its icon, in the look of Ant Design's Alert under the app theme, without its
 * code. Like that one it is an alert region: a notice that appears after an action is read out.
 */
export function NoticeBox({ type, children }: NoticeBoxProps) {
  return (
    <div role="alert" className={`${styles.notice} ${type === 'error' ? styles.error : styles.info}`}>
      <SvgIcon icon={type === 'error' ? LISTING_ICON_PATHS.closeCircle : LISTING_ICON_PATHS.infoCircle} className={styles.icon} />
      <div className={styles.text}>{children}</div>
    </div>
  );
}
