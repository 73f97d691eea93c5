import { LoginOutlined, LogoutOutlined, UserAddOutlined } from '@ant-design/icons';
import { Badge, Divider, Drawer, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LinkButton } from '../../../ui/link-button';
import { accountNavItems } from '../account-nav';
import type { AccountBadges } from '../account-nav';
import { ACCOUNT_LINKS, HEADER_MENU } from '../site-links';
import styles from './account-drawer.module.css';

export type { AccountBadges };

interface AccountDrawerProps {
  open: boolean;
  onClose: () => void;
  signedIn: boolean;
  badges: AccountBadges;
  search?: ReactNode;
}

export function AccountDrawer({ open, onClose, signedIn, badges, search }: AccountDrawerProps) {
  const accountItems = accountNavItems(badges);

  return (
    <Drawer open={open} onClose={onClose} placement="right" size={320} title="メニュー" destroyOnHidden>
      {search ? <div className={styles.search}>{search}</div> : null}
      {signedIn ? (
        <nav aria-label="アカウント">
          <ul className={styles.list}>
            {accountItems.map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={onClose} className={styles.item}>
                  <span className={styles.icon}>{item.icon}</span>
                  <span className={styles.label}>{item.label}</span>
                  {item.count ? <Badge count={item.count} overflowCount={99} /> : null}
                </Link>
              </li>
            ))}
            <li>
              <Link to={ACCOUNT_LINKS.logout} onClick={onClose} className={styles.item}>
                <span className={styles.icon}>
                  <LogoutOutlined />
                </span>
                <span className={styles.label}>ログアウト</span>
              </Link>
            </li>
          </ul>
        </nav>
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">
            会員登録（無料）をすると、物件の出品や売主・買主とのメッセージのやり取りができます。
          </Typography.Text>
          <LinkButton to={ACCOUNT_LINKS.signup} onNavigate={onClose} type="primary" block icon={<UserAddOutlined />}>
            会員登録（無料）
          </LinkButton>
          <LinkButton to={ACCOUNT_LINKS.login} onNavigate={onClose} block icon={<LoginOutlined />}>
            ログイン
          </LinkButton>
        </Flex>
      )}
      <Divider />
      <nav aria-label="サイトメニュー">
        <ul className={styles.list}>
          {HEADER_MENU.map((item) => (
            <li key={item.to}>
              <Link to={item.to} onClick={onClose} className={styles.item}>
                <span className={styles.label}>{item.label}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Drawer>
  );
}
