import { ButtonLink } from '../../ui/button-link';
import { usePageTitle } from '../../ui/use-page-title';
import styles from './status-screen.module.css';

export function NotFoundPage() {
  usePageTitle('ページが見つかりません');
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <div className={styles.code} aria-hidden="true">
        404
      </div>
      <h1 id="not-found-title" className={styles.english} lang="en">
        Sorry, we couldn&apos;t find page
      </h1>
      <p className={styles.japanese} lang="ja">
        申し訳ありません。指定頂いたページは存在しません。
      </p>
      <ButtonLink to="/" variant="primary" size="large" icon="home">
        トップページへ戻る
      </ButtonLink>
    </section>
  );
}
