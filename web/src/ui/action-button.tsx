import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { buttonLookClass } from './button-look';
import type { ButtonLook } from './button-look';
import styles from './action-button.module.css';
import type { IconPaths } from './icon-paths';
import { SvgIcon } from './svg-icon';

type ActionButtonProps = ButtonLook &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className' | 'type'> & {
    icon?: IconPaths;
    iconClassName?: string;
    /** While true a spinner takes the icon's place and the button takes no second click. */
    loading?: boolean;
    children: ReactNode;
  };

/** A button with the look of the theme's Ant Design button and its loading state, without Ant Design. */
export function ActionButton({ variant, size, shape, block, className, icon, iconClassName, loading = false, children, onClick, ...rest }: ActionButtonProps) {
  return (
    <button
      type="button"
      {...rest}
      className={buttonLookClass({ variant, size, shape, block, className: [loading ? styles.loading : '', className ?? ''].filter(Boolean).join(' ') })}
      aria-busy={loading || undefined}
      // Not `disabled`: the button keeps its place in the tab order and its name while it waits.
      onClick={loading ? undefined : onClick}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : icon ? <SvgIcon icon={icon} className={iconClassName} /> : null}
      <span>{children}</span>
    </button>
  );
}
