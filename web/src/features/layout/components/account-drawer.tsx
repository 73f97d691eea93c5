import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../ui/button-link';
import { ACCOUNT_ICON_PATHS } from '../../../ui/account-icon-paths';
import { ModalSheet } from '../../../ui/modal-sheet';
import { SvgIcon } from '../../../ui/svg-icon';
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

/** Counts as Ant Design's Badge shows them: up to 99, then 99+. */
const countText = (count: number) => (count > 99 ? '99+' : String(count));

/** The header's menu, sliding in from the right (a link also closes it). */
export function AccountDrawer({ open, onClose, signedIn, badges, search }: AccountDrawerProps) {
  return (
    <ModalSheet open={open} title="メニュー" onClose={onClose} from="right" closeIcon={ACCOUNT_ICON_PATHS.close}>
      {search ? <div className={styles.search}>{search}</div> : null}
      {signedIn ? (
        <nav aria-label="アカウント">
          <ul className={styles.list}>
            {accountNavItems(badges).map((item) => (
              <li key={item.to}>
                <Link to={item.to} onClick={onClose} className={styles.item}>
                  <SvgIcon icon={item.icon} className={styles.icon} />
                  <span className={styles.label}>{item.label}</span>
                  {item.count ? <span className={styles.count}>{countText(item.count)}</span> : null}
                </Link>
              </li>
            ))}
            <li>
              <Link to={ACCOUNT_LINKS.logout} onClick={onClose} className={styles.item}>
                <SvgIcon icon={ACCOUNT_ICON_PATHS.logout} className={styles.icon} />
                <span className={styles.label}>ログアウト</span>
              </Link>
            </li>
          </ul>
        </nav>
      ) : (
        <div className={styles.guest}>
          <p className={styles.note}>会員登録（無料）をすると、物件の出品や売主・買主とのメッセージのやり取りができます。</p>
          <ButtonLink to={ACCOUNT_LINKS.signup} onNavigate={onClose} variant="primary" block icon="userAdd">
            会員登録（無料）
          </ButtonLink>
          <ButtonLink to={ACCOUNT_LINKS.login} onNavigate={onClose} block icon="login">
            ログイン
          </ButtonLink>
        </div>
      )}
      <hr className={styles.divider} />
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
    </ModalSheet>
  );
}
