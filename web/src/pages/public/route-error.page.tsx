import { ReloadOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import { usePageTitle } from '../../ui/use-page-title';
import styles from './status-screen.module.css';

/** Shown when a page fails to render or its code cannot be loaded (for example after a release). */
export function RouteErrorPage() {
  usePageTitle('エラーが発生しました');
  return (
    <section className={styles.screen} aria-labelledby="route-error-title">
      <Typography.Title level={1} id="route-error-title" className={styles.english}>
        ページを表示できませんでした
      </Typography.Title>
      <Typography.Paragraph className={styles.japanese}>
        通信状況によりページの読み込みに失敗した可能性があります。お手数ですが、ページを再読み込みしてください。
      </Typography.Paragraph>
      <Button type="primary" size="large" icon={<ReloadOutlined />} onClick={() => window.location.reload()}>
        再読み込みする
      </Button>
    </section>
  );
}
