import styles from './search-states.module.css';

/** Ant Design's spinner for a part of the page still on its way, without its code. */
export function LoadingSpinner() {
  return (
    <div className={styles.loading}>
      <span className={styles.spinner} role="img" aria-label="読み込み中" />
    </div>
  );
}
