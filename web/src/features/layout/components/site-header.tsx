import { lazy, Suspense, useState } from 'react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ButtonLink } from '../../../ui/button-link';
import { buttonLookClass } from '../../../ui/button-look';
import { ICON_PATHS } from '../../../ui/icon-paths';
import { SvgIcon } from '../../../ui/svg-icon';
import { ACCOUNT_LINKS, HEADER_MENU } from '../site-links';
import type { AccountBadges } from './account-drawer';
import { SiteLogo } from './site-logo';
import styles from './site-header.module.css';

// The drawer is fetched on the first click of the menu button, not with every page: most visits
// never open it. Neither uses Ant Design, so a page without it loads none.
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
  // Its code is fetched on the first opening only; it opens again at once.
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
              <ButtonLink to={ACCOUNT_LINKS.mypage} variant="primary" icon="user" className={styles.actionButton}>
                マイページ
              </ButtonLink>
            ) : (
              <>
                <ButtonLink to={ACCOUNT_LINKS.login} icon="login" className={styles.actionButton}>
                  ログイン
                </ButtonLink>
                <ButtonLink to={ACCOUNT_LINKS.signup} variant="primary" icon="userAdd" className={styles.actionButton}>
                  会員登録
                </ButtonLink>
              </>
            )}
            <button
              type="button"
              className={buttonLookClass({ variant: 'text', className: styles.toggle })}
              aria-label={showNoticeDot ? 'メニューを開く（新着があります）' : 'メニューを開く'}
              aria-expanded={drawerOpen}
              aria-haspopup="dialog"
              onClick={() => {
                setDrawerWanted(true);
                setDrawerOpen(true);
              }}
            >
              <SvgIcon icon={ICON_PATHS.menu} />
              {showNoticeDot ? <span className={styles.noticeDot} data-testid="notice-dot" /> : null}
            </button>
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
          <AccountDrawer open={drawerOpen} onClose={closeDrawer} signedIn={signedIn} badges={badges} search={renderSearch(closeDrawer)} />
        </Suspense>
      ) : null}
    </header>
  );
}
