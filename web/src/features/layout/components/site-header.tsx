import { LoginOutlined, MenuOutlined, UserAddOutlined, UserOutlined } from '@ant-design/icons';
import { Badge, Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { LinkButton } from '../../../ui/link-button';
import { ACCOUNT_LINKS, HEADER_MENU } from '../site-links';
import type { AccountBadges } from './account-drawer';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

// The drawer (and its Drawer, Divider and Flex of Ant Design) is fetched on the first click of the
// menu button, not with every page: most visits never open it.
const AccountDrawer = lazy(() => import('./account-drawer').then((module) => ({ default: module.AccountDrawer })));

interface SiteHeaderProps {
  siteName: string;
  tagline: string;
  signedIn: boolean;
  showNoticeDot: boolean;
  badges: AccountBadges;
  /** Renders a property search box; called once for the header bar and once for the drawer. */
  renderSearch: (onSearched?: () => void) => ReactNode;
}

export function SiteHeader({ siteName, tagline, signedIn, showNoticeDot, badges, renderSearch }: SiteHeaderProps) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Stays mounted once opened, so it closes with its animation and opens again at once.
  const [drawerWanted, setDrawerWanted] = useState(false);
  const closeDrawer = () => setDrawerOpen(false);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <div className={styles.inner}>
          <SiteLogo name={siteName} tagline={tagline} />
          <div className={styles.search}>{renderSearch()}</div>
          <div className={styles.actions}>
            {signedIn ? (
              <LinkButton to={ACCOUNT_LINKS.mypage} type="primary" icon={<UserOutlined />} className={styles.actionButton}>
                マイページ
              </LinkButton>
            ) : (
              <>
                <LinkButton to={ACCOUNT_LINKS.login} icon={<LoginOutlined />} className={styles.actionButton}>
                  ログイン
                </LinkButton>
                <LinkButton to={ACCOUNT_LINKS.signup} type="primary" icon={<UserAddOutlined />} className={styles.actionButton}>
                  会員登録
                </LinkButton>
              </>
            )}
            <Badge dot={showNoticeDot} offset={[-4, 4]}>
              <Button
                type="text"
                className={styles.toggle}
                icon={<MenuOutlined />}
                aria-label={showNoticeDot ? 'メニューを開く（新着があります）' : 'メニューを開く'}
                aria-expanded={drawerOpen}
                onClick={() => {
                  setDrawerWanted(true);
                  setDrawerOpen(true);
                }}
              />
            </Badge>
          </div>
        </div>
      </div>
      <nav className={styles.nav} aria-label="グローバルメニュー">
        <ul className={styles.navList}>
          {HEADER_MENU.map((item) => (
            <li key={item.to}>
              <NavLink
                to={item.to}
                end
                className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.active}` : styles.navLink)}
              >
                {item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {drawerWanted ? (
        <Suspense fallback={null}>
          <AccountDrawer
            open={drawerOpen}
            onClose={closeDrawer}
            signedIn={signedIn}
            badges={badges}
            search={renderSearch(closeDrawer)}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
