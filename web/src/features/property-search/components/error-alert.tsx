import { SvgIcon } from '../../../ui/svg-icon';
import { SEARCH_ICON_PATHS } from './search-icon-paths';
import styles from './search-states.module.css';

/** A failure said in the look of Ant Design's error Alert with its icon, read out as it appears. */
export function ErrorAlert({ message }: { message: string }) {
  return (
    <div role="alert" className={styles.alert}>
      <SvgIcon icon={SEARCH_ICON_PATHS.error} className={styles.alertIcon} />
      <span>{message}</span>
    </div>
  );
}
