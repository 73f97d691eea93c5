import { HomeOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { LinkButton } from '../../ui/link-button';
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
      <Typography.Title level={1} id="forbidden-title" className={styles.title}>
        {TITLE}
      </Typography.Title>
      <Typography.Paragraph className={styles.japanese}>お手数ですが、トップページからお探しください。</Typography.Paragraph>
      <LinkButton to="/" type="primary" size="large" icon={<HomeOutlined />}>
        トップページへ戻る
      </LinkButton>
    </section>
  );
}
