import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink } from '../../../ui/button-link';
import { ACCOUNT_ICON_PATHS } from '../../../ui/account-icon-paths';
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

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** Counts as Ant Design's Badge shows them: up to 99, then 99+. */
const countText = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The header's menu, sliding in from the right: a modal dialog that takes the keyboard's focus,
 * keeps it inside until closed (Escape, the close button, the mask or a link), then gives it back
 * to what had it, and stops the page behind from scrolling meanwhile.
 */
export function AccountDrawer({ open, onClose, signedIn, badges, search }: AccountDrawerProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeButton.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  if (!open) return null;

  const keyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={styles.root}>
      <div className={styles.mask} onClick={onClose} aria-hidden="true" />
      <div ref={panel} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={keyDown}>
        <div className={styles.header}>
          <button ref={closeButton} type="button" className={styles.close} aria-label="閉じる" onClick={onClose}>
            <SvgIcon icon={ACCOUNT_ICON_PATHS.close} />
          </button>
          <h2 id={titleId} className={styles.title}>
            メニュー
          </h2>
        </div>
        <div className={styles.body}>
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
        </div>
      </div>
    </div>
  );
}
