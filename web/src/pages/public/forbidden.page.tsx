import { HomeOutlined } from '@ant-design/icons';
import { Typography } from 'antd';
import { LinkButton } from '../../ui/link-button';
import { usePageTitle } from '../../ui/use-page-title';
import styles from './status-screen.module.css';

export function ForbiddenPage() {
  usePageTitle('403 Unauthorized');
  return (
    <section className={styles.screen} aria-labelledby="forbidden-title">
      <Typography.Title level={1} id="forbidden-title" className={styles.code}>
        403 Unauthorized
      </Typography.Title>
      <Typography.Paragraph className={styles.japanese}>
        このページを表示する権限がありません。
        <br />
        お手数ですが、トップページからお探しください。
      </Typography.Paragraph>
      <LinkButton to="/" type="primary" size="large" icon={<HomeOutlined />}>
        トップページへ戻る
      </LinkButton>
    </section>
  );
}
