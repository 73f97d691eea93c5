import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { SvgIcon } from '../../../ui/svg-icon';
import { SEARCH_ICON_PATHS } from './search-icon-paths';
import styles from './filter-sheet.module.css';

interface FilterSheetProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A phone's search conditions, rising from the bottom of the screen: a modal dialog like the
 * header's menu, which takes the keyboard's focus, keeps it inside until closed (Escape, the close
 * button or the mask), gives it back to what had it, and stops the page behind from scrolling.
 */
export function FilterSheet({ open, title, onClose, children }: FilterSheetProps) {
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
            <SvgIcon icon={SEARCH_ICON_PATHS.close} />
          </button>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        </div>
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
