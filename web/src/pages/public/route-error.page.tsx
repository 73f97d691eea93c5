import { buttonLookClass } from '../../ui/button-look';
import { ICON_PATHS } from '../../ui/icon-paths';
import { SvgIcon } from '../../ui/svg-icon';
import { usePageTitle } from '../../ui/use-page-title';
import styles from './status-screen.module.css';

/** Shown when a page fails to render or its code cannot be loaded (for example after a release). */
export function RouteErrorPage() {
  usePageTitle('エラーが発生しました');
  return (
    <section className={styles.screen} aria-labelledby="route-error-title">
      <h1 id="route-error-title" className={styles.english}>
        ページを表示できませんでした
      </h1>
      <p className={styles.japanese}>
        通信状況によりページの読み込みに失敗した可能性があります。お手数ですが、ページを再読み込みしてください。
      </p>
      <button type="button" className={buttonLookClass({ variant: 'primary', size: 'large' })} onClick={() => window.location.reload()}>
        <SvgIcon icon={ICON_PATHS.reload} />
        <span>再読み込みする</span>
      </button>
    </section>
  );
}
