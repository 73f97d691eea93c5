import { HomeOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { LinkButton } from '../../ui/link-button';
import { usePageTitle } from '../../ui/use-page-title';
import styles from './status-screen.module.css';

export function NotFoundPage() {
  usePageTitle('ページが見つかりません');
  return (
    <section className={styles.screen} aria-labelledby="not-found-title">
      <div className={styles.code} aria-hidden="true">
        404
      </div>
      <Typography.Title level={1} id="not-found-title" className={styles.english} lang="en">
        Sorry, we couldn&apos;t find page
      </Typography.Title>
      <Typography.Paragraph className={styles.japanese} lang="ja">
        申し訳ありません。指定頂いたページは存在しません。
      </Typography.Paragraph>
      <LinkButton to="/" type="primary" size="large" icon={<HomeOutlined />}>
        トップページへ戻る
      </LinkButton>
    </section>
  );
}
