import { useEffect, useId, useRef } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import type { IconPaths } from './icon-paths';
import { SvgIcon } from './svg-icon';
import styles from './modal-sheet.module.css';

interface ModalSheetProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  /** The edge it slides in from: the header's menu from the right, a phone's search conditions from the bottom. */
  from: 'right' | 'bottom';
  closeIcon: IconPaths;
  children: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal dialog sliding in from an edge of the screen, without Ant Design: it takes the keyboard's
 * focus, keeps it inside until closed (Escape, the close button or the mask), then gives it back to
 * what had it, and stops the page behind from scrolling meanwhile.
 */
export function ModalSheet({ open, title, onClose, from, closeIcon, children }: ModalSheetProps) {
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
      <div ref={panel} className={`${styles.panel} ${styles[from]}`} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={keyDown}>
        <div className={styles.header}>
          <button ref={closeButton} type="button" className={styles.close} aria-label="閉じる" onClick={onClose}>
            <SvgIcon icon={closeIcon} />
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
