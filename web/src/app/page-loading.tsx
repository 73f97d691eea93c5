import styles from './page-loading.module.css';

/** The wait for a page's code: a spinner in the look of Ant Design's, without it (every route shows it). */
export function PageLoading() {
  return (
    <div className={styles.wrap} role="status" aria-live="polite" data-page-loading="">
      <span className={styles.spinner} aria-hidden="true" />
      <span className={styles.text}>読み込み中です</span>
    </div>
  );
}
