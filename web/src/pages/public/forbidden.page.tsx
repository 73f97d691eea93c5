import { ButtonLink } from '../../ui/button-link';
import { usePageTitle } from '../../ui/use-page-title';
import styles from './status-screen.module.css';

const TITLE = 'このページを表示する権限がありません';

/**
 * The route guard's refusal. The spec's "403 Unauthorized" stays as the code line, beside the
 * unknown page's bilingual screen; the heading a reader and a screen reader meet is Japanese.
 */
export function ForbiddenPage() {
  usePageTitle(TITLE);
  return (
    <section className={styles.screen} aria-labelledby="forbidden-title">
      <div className={styles.code} aria-hidden="true">
        403
      </div>
      <div className={styles.english} lang="en">
        Unauthorized
      </div>
      <h1 id="forbidden-title" className={styles.title}>
        {TITLE}
      </h1>
      <p className={styles.japanese}>お手数ですが、トップページからお探しください。</p>
      <ButtonLink to="/" variant="primary" size="large" icon="home">
        トップページへ戻る
      </ButtonLink>
    </section>
  );
}
